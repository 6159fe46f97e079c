package diagram

import (
	"errors"
	"fmt"
	"math"
)

// Limits on what can be drawn. Numbers are written to a hundredth of a user
// unit, so a canvas is at least one unit wide; the upper bound keeps every
// computation of the rasterizer far from overflow.
const (
	// MaxCoordinate bounds every coordinate and length, in user units.
	MaxCoordinate = 1e6
	// MaxDepth bounds the nesting of groups.
	MaxDepth = 64
)

// Validate reports the first problem that would make the drawing
// undrawable: a size outside [1, MaxCoordinate], a nil element, a number
// that is not finite or beyond MaxCoordinate, a negative radius, width or
// text size, an opacity outside [0, 1], an unknown cap, join, anchor or
// baseline, a path not starting with a move, or groups nested deeper than
// MaxDepth (a group that contains itself, say).
func (d *Drawing) Validate() error {
	if !(d.Width >= 1 && d.Width <= MaxCoordinate && d.Height >= 1 && d.Height <= MaxCoordinate) {
		return fmt.Errorf("diagram: the drawing's size %gx%g is not between 1 and %g", d.Width, d.Height, float64(MaxCoordinate))
	}
	return d.Group.validate(0)
}

func (g *Group) validate(depth int) error {
	switch {
	case g == nil:
		return errNil
	case depth > MaxDepth:
		return fmt.Errorf("diagram: groups nested deeper than %d", MaxDepth)
	}
	if err := checkOpacity(g.Opacity); err != nil {
		return err
	}
	for i, e := range g.Elements {
		if e == nil {
			return errNil
		}
		if err := e.validate(depth + 1); err != nil {
			return fmt.Errorf("%w (element %d of group %q)", err, i, g.Class)
		}
	}
	return nil
}

var errNil = errors.New("diagram: a nil element")

func (c *Circle) validate(int) error {
	if c == nil {
		return errNil
	}
	return firstError(checkPoints(c.Center), checkLength("radius", c.R), c.Attrs.check())
}

func (l *Line) validate(int) error {
	if l == nil {
		return errNil
	}
	return firstError(checkPoints(l.From, l.To), l.Attrs.check())
}

func (p *Polyline) validate(int) error {
	if p == nil {
		return errNil
	}
	return firstError(checkPoints(p.Points...), p.Attrs.check())
}

func (p *Path) validate(int) error {
	if p == nil {
		return errNil
	}
	return firstError(p.Data.check(), p.Attrs.check())
}

func (t *Text) validate(int) error {
	if t == nil {
		return errNil
	}
	return firstError(checkPoints(t.At), checkLength("text size", t.Size), t.TextStyle.check(), t.Attrs.check())
}

func (ts *TextStyle) check() error {
	if ts.Anchor > AnchorEnd || ts.Baseline > BaselineHanging {
		return fmt.Errorf("diagram: unknown text anchor %d or baseline %d", ts.Anchor, ts.Baseline)
	}
	return nil
}

func (a *Attrs) check() error {
	if a.Cap > CapSquare || a.Join > JoinBevel {
		return fmt.Errorf("diagram: unknown line cap %d or join %d", a.Cap, a.Join)
	}
	return firstError(checkLength("stroke width", a.StrokeWidth), checkOpacity(a.Opacity))
}

// check reports a path that does not start with a move or has an unknown
// command or a bad point.
func (d PathData) check() error {
	if len(d) > 0 && d[0].Op != OpMove {
		return errors.New("diagram: a path must start with a move")
	}
	for _, s := range d {
		if s.Op > OpClose {
			return fmt.Errorf("diagram: unknown path command %d", s.Op)
		}
		if err := checkPoints(s.Pts[:pointCount[s.Op]]...); err != nil {
			return err
		}
	}
	return nil
}

func checkPoints(pts ...Point) error {
	for _, p := range pts {
		if !inRange(p.X) || !inRange(p.Y) {
			return fmt.Errorf("diagram: point (%g, %g) is not a number within ±%g", p.X, p.Y, float64(MaxCoordinate))
		}
	}
	return nil
}

func checkLength(what string, v float64) error {
	if !inRange(v) || v < 0 {
		return fmt.Errorf("diagram: %s %g is not a number between 0 and %g", what, v, float64(MaxCoordinate))
	}
	return nil
}

func checkOpacity(o float64) error {
	if !(o >= 0 && o <= 1) {
		return fmt.Errorf("diagram: opacity %g is not between 0 and 1", o)
	}
	return nil
}

// inRange reports whether v is a number within ±MaxCoordinate (NaN is not).
func inRange(v float64) bool { return math.Abs(v) <= MaxCoordinate }

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
