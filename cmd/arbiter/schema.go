package main

import (
	"fmt"

	"github.com/arbiter-games/arbiter/schemas"
	"github.com/spf13/cobra"
)

func newSchema(std *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "schema [NAME]",
		Short: "Print the JSON Schemas of what Arbiter reads and writes",
		Long: `Without a name, lists the schemas. With a name, prints that schema (draft
2020-12). Every JSON document arbiter writes is valid against its schema, and
every JSON record it reads is checked against it before use.`,
		Args:              atMost(1, "schema name"),
		ValidArgsFunction: completeSchemas,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				for _, n := range schemas.Names() {
					fmt.Fprintln(std.Out, n)
				}
				return nil
			}
			src, err := schemas.Source(args[0])
			if err != nil {
				return err
			}
			_, err = std.Out.Write(src)
			return err
		},
	}
}
