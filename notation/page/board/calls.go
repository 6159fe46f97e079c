package board

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// Call is one call the page's script makes: its arguments as JSON, its
// answer a value to be written as JSON.
type Call func(args json.RawMessage) (any, error)

// Sessions are the boards the page has open, by number; Calls serves
// them.
type Sessions struct {
	ref    Referee
	mu     sync.Mutex
	boards map[int]*Board
	last   int
}

// NewSessions opens no board yet; its boards ask ref (referee.Boards).
func NewSessions(ref Referee) *Sessions { return &Sessions{ref: ref, boards: map[int]*Board{}} }

// Board is an open board, for what the page does in Go with it (drawing
// its Snapshot).
func (s *Sessions) Board(id int) (*Board, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.boards[id]
	return b, ok
}

// View is the answer of every call on a board: where it stands.
//
//	{"session":1,"node":12,"turn":12,"name":"12","position":"…","last":"e5-e9",
//	 "made":[{"kind":"at","text":"e5"}],"targets":[{"kind":"at","text":"e9"}],
//	 "over":false,"outcome":"","cannot":"","text":"[Game \"YINSH\"]…"}
//
// node is the node shown (0: the start), turn its number as the referee
// counts turns, name the turn as the record numbers it ("12", or chess
// style "6..."), position the position string (what data-position
// shows), last the turn that led there, made the gestures made so far of
// the next turn and targets those that can come next; cannot says why no
// turn can be entered by clicks (a game that does not say how); text is
// the record as `arbiter convert` writes it, given by the calls that
// change the record (and "text").
type View struct {
	Session  int                `json:"session"`
	Node     int                `json:"node"`
	Turn     int                `json:"turn"`
	Name     string             `json:"name"`
	Position string             `json:"position"`
	Last     string             `json:"last,omitempty"`
	Made     []notation.Gesture `json:"made"`
	Targets  []notation.Gesture `json:"targets"`
	Over     bool               `json:"over"`
	Outcome  string             `json:"outcome,omitempty"`
	Cannot   string             `json:"cannot,omitempty"`
	Text     string             `json:"text,omitempty"`
}

// view is the view of an open board; withText adds its text.
func view(id int, b *Board, withText bool) (View, error) {
	n := b.current()
	p := b.Position()
	v := View{Session: id, Node: n.id, Turn: n.number, Name: b.Numbers().Turn(n.number), Position: p.String(), Made: b.Made(), Targets: b.Targets()}
	if v.Made == nil {
		v.Made = []notation.Gesture{}
	}
	if v.Targets == nil {
		v.Targets = []notation.Gesture{}
	}
	if n.move != nil {
		v.Last = n.move.String()
	}
	o := p.Outcome()
	v.Over, v.Outcome = o.Over, o.Reason
	switch err := b.CanEnter(); {
	case err != nil:
		v.Cannot = err.Error()
	case len(v.Targets) == 0 && !o.Over:
		v.Cannot = "no turn can be entered by clicks here (a record that writes what is drawn)"
	}
	if withText {
		t, err := b.Text()
		if err != nil {
			return v, err
		}
		v.Text = t
	}
	return v, nil
}

// args are the arguments of the calls on a board; each call reads those
// it names.
type args struct {
	Session int              `json:"session"`
	Node    int              `json:"node"`
	Gesture notation.Gesture `json:"gesture"`
	Move    string           `json:"move"`
	Text    string           `json:"text"`
	Marks   []string         `json:"marks"`
	Name    string           `json:"name"`
	Value   string           `json:"value"`
}

// Calls are the calls the page's script makes, by name, for its bridge
// to register (each answers a View, but "board.tree" and "board.close"):
//
//	board.load      {"text":"…","game":"YINSH"}      a record's text ("game": of a record without a Game tag)
//	board.new       {"game":"Ingenious","variant":"teams","rules":"","tags":[{"name":"Seat1","value":"…"}]}
//	board.close     {"session":1}                     → {}
//	board.view      {"session":1}                     (with the text)
//	board.click     {"session":1,"gesture":{"kind":"at","text":"e5"}}
//	board.cancel    {"session":1}                     forgets the gestures made
//	board.play      {"session":1,"move":"e5-e9"}      a turn as written
//	board.back, board.forward {"session":1}
//	board.go        {"session":1,"node":12}
//	board.promote, board.delete {"session":1,"node":12}
//	board.comment   {"session":1,"node":12,"text":"…"}
//	board.annotate  {"session":1,"node":12,"marks":["!","$2"]}
//	board.tag       {"session":1,"name":"White","value":"…"}
//	board.untag     {"session":1,"name":"Round"}
//	board.tree      {"session":1}                     → TreeView {"nodes":[Node…],"tags":[Tag…]}
//
// load and new open a session; the others name one. The calls that
// change the record answer with its text.
func (s *Sessions) Calls() map[string]Call {
	return map[string]Call{
		"board.load":     s.load,
		"board.new":      s.create,
		"board.close":    s.close,
		"board.view":     s.on(true, func(*Board, args) error { return nil }),
		"board.click":    s.on(true, func(b *Board, a args) error { _, err := b.Click(a.Gesture); return err }),
		"board.cancel":   s.on(false, func(b *Board, a args) error { b.Cancel(); return nil }),
		"board.play":     s.on(true, func(b *Board, a args) error { return b.Play(a.Move) }),
		"board.back":     s.on(false, func(b *Board, a args) error { b.Back(); return nil }),
		"board.forward":  s.on(false, func(b *Board, a args) error { b.Forward(); return nil }),
		"board.go":       s.on(false, func(b *Board, a args) error { return b.Go(a.Node) }),
		"board.promote":  s.on(true, func(b *Board, a args) error { return b.Promote(a.Node) }),
		"board.delete":   s.on(true, func(b *Board, a args) error { return b.DeleteFrom(a.Node) }),
		"board.comment":  s.on(true, func(b *Board, a args) error { return b.SetComment(a.Node, a.Text) }),
		"board.annotate": s.on(true, func(b *Board, a args) error { return b.SetAnnotations(a.Node, a.Marks) }),
		"board.tag":      s.on(true, func(b *Board, a args) error { return b.SetTag(a.Name, a.Value) }),
		"board.untag":    s.on(true, func(b *Board, a args) error { return b.DeleteTag(a.Name) }),
		"board.tree":     s.tree,
	}
}

// open keeps a new board and gives its view.
func (s *Sessions) open(b *Board, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.last++
	id := s.last
	s.boards[id] = b
	s.mu.Unlock()
	return view(id, b, true)
}

func (s *Sessions) load(raw json.RawMessage) (any, error) {
	var a struct{ Text, Game string }
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, err
	}
	return s.open(Load(s.ref, a.Text, a.Game))
}

func (s *Sessions) create(raw json.RawMessage) (any, error) {
	var a struct {
		Game, Variant, Rules string
		Tags                 []Tag
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, err
	}
	tags := make([]notation.Tag, len(a.Tags))
	for i, t := range a.Tags {
		tags[i] = notation.Tag{Name: t.Name, Value: t.Value}
	}
	return s.open(New(s.ref, a.Game, a.Variant, a.Rules, tags))
}

func (s *Sessions) close(raw json.RawMessage) (any, error) {
	var a args
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, err
	}
	s.mu.Lock()
	delete(s.boards, a.Session)
	s.mu.Unlock()
	return struct{}{}, nil
}

// on is a call on an open board: it does what do does, and answers with
// the board's view (with its text when withText).
func (s *Sessions) on(withText bool, do func(*Board, args) error) Call {
	return func(raw json.RawMessage) (any, error) {
		var a args
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, err
		}
		b, ok := s.Board(a.Session)
		if !ok {
			return nil, fmt.Errorf("no board is open as session %d", a.Session)
		}
		if err := do(b, a); err != nil {
			return nil, err
		}
		return view(a.Session, b, withText)
	}
}

func (s *Sessions) tree(raw json.RawMessage) (any, error) {
	var a args
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, err
	}
	b, ok := s.Board(a.Session)
	if !ok {
		return nil, fmt.Errorf("no board is open as session %d", a.Session)
	}
	var tags []Tag
	for _, t := range b.Tags() {
		tags = append(tags, Tag{t.Name, t.Value})
	}
	return TreeView{b.Tree(), tags}, nil
}

// Tag is a tag in JSON: {"name":"White","value":"김민준"}.
type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// TreeView is the answer of board.tree: the turns in the order the
// record writes them, and the tags.
type TreeView struct {
	Nodes []Node `json:"nodes"`
	Tags  []Tag  `json:"tags"`
}
