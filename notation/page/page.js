// arbiter html: replays the records of the page. Everything from a record is
// set as text (textContent, attribute values), never parsed as markup.
(function () {
  'use strict';
  // In the referee's worker (wordWorker below) the script serves calls.
  if (typeof document === 'undefined') { serveWord(); return; }
  var pageScript = document.currentScript.textContent;
  var wasmModule = null; // compiled, for the worker
  var NS = 'http://www.w3.org/2000/svg';
  var data; // the records' block, read once the body is (start)
  var state = { record: -1, node: 0, flipped: false, named: false }; // named: the address named what the page showed first

  // The fonts of the page's Hangul, cut to its characters, are in the
  // head's block (the page fetches nothing, not even from a data: address).
  // The script runs in the head, so the text is laid out with them from the
  // start; the rest waits for the body and the records' block after it.
  JSON.parse(document.getElementById('arbiter-fonts').textContent).forEach(function (f) {
    var bytes = Uint8Array.from(atob(f.woff), function (c) { return c.charCodeAt(0); });
    document.fonts.add(new FontFace(f.family, bytes, { weight: f.weight, unicodeRange: f.range }));
  });
  document.addEventListener('DOMContentLoaded', start);
  // Until the WebAssembly is ready, the page shows the first record's
  // board as arbiter html drew it (listen, markFirstBoard).
  document.documentElement.classList.add('booting');
  listen();
  markFirstBoard();

  // markFirstBoard marks in the performance timeline the first frame that
  // shows the first record's board drawn by arbiter html (the one board
  // with its data-position before the script draws), whole (its
  // controls, after it, read too): arbiter-first-board; where the page
  // has no such board, draw marks the first board the script draws.
  function markFirstBoard() {
    requestAnimationFrame(function () {
      if (performance.getEntriesByName('arbiter-first-board').length) { return; }
      var board = document.querySelector('main svg.board[data-position]');
      if (board && board.closest('section').querySelector('.controls')) {
        performance.mark('arbiter-first-board');
      } else if (document.readyState === 'loading') {
        markFirstBoard();
      }
    });
  }

  // waiting holds what the reader asked for (keys, clicks, an address
  // changed) before the WebAssembly was ready, done in turn once it is
  // (ready); meanwhile the page says it is loading the referee. Null once
  // ready.
  var waiting = [];
  function whenReady(f) {
    if (!waiting) { f(); return; }
    waiting.push(f);
    var note = document.querySelector('p.booting');
    if (note) { note.hidden = false; }
  }

  // The page's WebAssembly (Arbiter's referee, notation and drawers,
  // cmd/pagewasm) is in its last block, packed by LZMA (unlzma), seven
  // bits a character (decode7); it sets
  // arbiterCall(name, json) → json (notation/page/bridge). Nothing is
  // fetched: the bytes are read from the page and unpacked in memory, a
  // part at a time, which the browser compiles while the next is unpacked
  // (performance measure arbiter-wasm-unpack: until the last part).
  function boot() {
    var block = document.getElementById('arbiter-wasm');
    performance.mark('arbiter-wasm-read');
    var read = unlzma(decode7(block.textContent, Number(block.dataset.length)));
    var parts = new ReadableStream({
      pull: function (c) {
        return nextTask().then(function () {
          var part = read(1 << 18);
          if (part.length > 0) { c.enqueue(part); return; }
          performance.measure('arbiter-wasm-unpack', 'arbiter-wasm-read');
          c.close();
        });
      }
    });
    var wasm = new Response(parts, { headers: { 'Content-Type': 'application/wasm' } });
    var go = new Go();
    return WebAssembly.instantiateStreaming(wasm, go.importObject).then(function (result) {
      wasmModule = result.module;
      go.run(result.instance);
    });
  }

  // nextTask resolves in a task of its own (a message to itself, which
  // no timer's delay holds back): the unpacking leaves the page's thread
  // between its parts, to draw and to answer the reader.
  function nextTask() {
    return new Promise(function (resolve) {
      var ch = new MessageChannel();
      ch.port1.onmessage = function () { resolve(); };
      ch.port2.postMessage(null);
    });
  }

  // decode7 reads back the bytes that text7 (notation/page/text7.go) wrote:
  // a character below U+0080 is a group of seven bits, one from U+0100 on
  // is two groups, the first one of the three characters a script element
  // cannot hold (NUL, CR, '<'); the groups' bits are the bytes' bits.
  function decode7(text, length) {
    var out = new Uint8Array(length), held = [0, 13, 60];
    var acc = 0, bits = 0, n = 0;
    for (var i = 0; i < text.length; i++) {
      var c = text.charCodeAt(i);
      if (c < 0x80) {
        acc = (acc << 7) | c;
        bits += 7;
      } else {
        acc = (acc << 14) | (held[(c - 0x100) >> 7] << 7) | ((c - 0x100) & 0x7f);
        bits += 14;
      }
      while (bits >= 8) {
        bits -= 8;
        out[n++] = acc >> bits;
      }
      acc &= (1 << bits) - 1;
    }
    return out;
  }

  // unlzma reads the .lzma file that cmd/pagewasm/build packs: a header
  // of 13 bytes (lc, lp and pb in one byte, the dictionary's size, the
  // unpacked size, little endian), then LZMA's range-coded stream, read as
  // LZMA's specification (the LZMA SDK's lzma-specification.txt) gives it.
  // It returns read(n), which unpacks some n bytes more and returns them
  // (none at the end). The output, as long as the header says, is the
  // dictionary.
  function unlzma(input) {
    var lc = input[0] % 9, lp = ((input[0] / 9) | 0) % 5, pb = (input[0] / 45) | 0;
    var size = input[5] | (input[6] << 8) | (input[7] << 16) | (input[8] << 24);
    var out = new Uint8Array(size);
    // The probabilities, 11 bits each, all in one array: where each
    // kind starts (by state and position, by length, by distance).
    var isMatch = 0, isRep = 192, isRepG0 = 204, isRepG1 = 216, isRepG2 = 228, isRep0Long = 240;
    var slots = 432, special = 688, align = 803, matchLen = 819, repLen = 1333, literals = 1847;
    var probs = new Uint16Array(literals + (0x300 << (lc + lp))).fill(1024);
    // The range decoder's range and code (unsigned, kept in a typed array
    // so that they stay numbers of 32 bits), the next byte to read.
    var rc = new Uint32Array([0xffffffff, input[14] * 0x1000000 + (input[15] << 16) + (input[16] << 8) + input[17]]);
    var at = 18;
    // The state (what the last few steps were: 0-6 after a literal), the
    // last four distances, the output's length.
    var state = 0, rep0 = 0, rep1 = 0, rep2 = 0, rep3 = 0, pos = 0;
    var pbMask = (1 << pb) - 1, lpMask = (1 << lp) - 1;

    // normalize reads a byte more once the range is below 24 bits.
    function normalize() {
      if (rc[0] < 0x1000000) {
        rc[0] *= 256;
        rc[1] = rc[1] * 256 + input[at++];
      }
    }
    // bit decodes a bit with probability probs[i] of 0, and adapts it.
    function bit(i) {
      var p = probs[i], bound = (rc[0] >>> 11) * p;
      if (rc[1] < bound) {
        rc[0] = bound;
        probs[i] = p + ((2048 - p) >> 5);
        normalize();
        return 0;
      }
      rc[0] -= bound;
      rc[1] -= bound;
      probs[i] = p - (p >> 5);
      normalize();
      return 1;
    }
    // direct decodes bits of even probability, the first the highest.
    function direct(n) {
      var v = 0;
      for (var i = 0; i < n; i++) {
        rc[0] >>>= 1;
        var b = rc[1] >= rc[0] ? 1 : 0;
        rc[1] -= rc[0] * b;
        v = (v << 1) | b;
        normalize();
      }
      return v;
    }
    // tree decodes n bits, the first the highest, each with the
    // probability of the bits before it (a tree from base + 1).
    function tree(base, n) {
      var m = 1;
      for (var i = 0; i < n; i++) { m = (m << 1) | bit(base + m); }
      return m - (1 << n);
    }
    // reverse decodes n bits so, the first the lowest.
    function reverse(base, n) {
      var m = 1, v = 0;
      for (var i = 0; i < n; i++) {
        var b = bit(base + m);
        m = (m << 1) | b;
        v |= b << i;
      }
      return v;
    }
    // length decodes a match's length, less 2: 0-7, 8-15 (by position),
    // 16-271.
    function length(base, ps) {
      if (bit(base) === 0) { return tree(base + 2 + (ps << 3), 3); }
      if (bit(base + 1) === 0) { return 8 + tree(base + 130 + (ps << 3), 3); }
      return 16 + tree(base + 258, 8);
    }
    // distance decodes a match's distance, less 1: a slot (6 bits, by
    // length) gives its two highest bits and how many follow; below 128
    // they are coded by the bits before them, above the last four only,
    // the others of even probability. A number of 32 bits with a sign:
    // -1 (0xffffffff) is the end marker.
    function distance(len) {
      var slot = tree(slots + ((len < 3 ? len : 3) << 6), 6);
      if (slot < 4) { return slot; }
      var n = (slot >> 1) - 1, d = (2 | (slot & 1)) << n;
      if (slot < 14) { return d + reverse(special + d - slot, n); }
      return (d + (direct(n - 4) << 4) + reverse(align, 4)) | 0;
    }
    // literal decodes a byte, by the bits of the byte before it and, after
    // a match, of the byte at the last distance.
    function literal() {
      var prev = pos > 0 ? out[pos - 1] : 0;
      var base = literals + 0x300 * (((pos & lpMask) << lc) + (prev >> (8 - lc)));
      var s = 1;
      if (state >= 7) {
        for (var m = out[pos - rep0 - 1] << 1; s < 0x100; m <<= 1) {
          var mb = (m >> 8) & 1, b = bit(base + ((1 + mb) << 8) + s);
          s = (s << 1) | b;
          if (b !== mb) { break; }
        }
      }
      while (s < 0x100) { s = (s << 1) | bit(base + s); }
      return s & 0xff;
    }
    // match decodes what a match repeats: the state after it and its
    // distance (rep0, the last four kept), and returns its length less 2
    // (-1: one byte).
    function match(ps) {
      var len, d;
      if (bit(isRep + state) === 0) {
        len = length(matchLen, ps);
        rep3 = rep2; rep2 = rep1; rep1 = rep0;
        rep0 = distance(len);
        state = state < 7 ? 7 : 10;
        return len;
      }
      if (bit(isRepG0 + state) === 0) {
        if (bit(isRep0Long + (state << 4) + ps) === 0) {
          state = state < 7 ? 9 : 11;
          return -1;
        }
      } else {
        if (bit(isRepG1 + state) === 0) {
          d = rep1;
        } else {
          if (bit(isRepG2 + state) === 0) { d = rep2; } else { d = rep3; rep3 = rep2; }
          rep2 = rep1;
        }
        rep1 = rep0; rep0 = d;
      }
      state = state < 7 ? 8 : 11;
      return length(repLen, ps);
    }
    return function read(n) {
      var from = pos, limit = Math.min(pos + n, size);
      while (pos < limit) {
        var ps = pos & pbMask;
        if (bit(isMatch + (state << 4) + ps) === 0) {
          out[pos] = literal();
          pos++;
          state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
          continue;
        }
        var len = match(ps);
        // The end marker (-1) too: the stream ends after the header's size.
        if (rep0 < 0 || rep0 >= pos) { throw new Error('the page\'s WebAssembly is damaged'); }
        for (var end = Math.min(pos + len + 2, size); pos < end; pos++) { out[pos] = out[pos - rep0 - 1]; }
      }
      return out.subarray(from, pos);
    };
  }

  // call asks the WebAssembly: a call's name, its arguments, its answer.
  function call(name, args) {
    var answer = JSON.parse(arbiterCall(name, JSON.stringify(args)));
    if (answer.error) { throw new Error('arbiter ' + name + ': ' + answer.error); }
    return answer;
  }

  // records[k] holds record k+1's section and, once it is loaded (when it
  // is first shown), its moments and turn names.
  var records = [];
  function readRecords() {
    records = Array.prototype.map.call(document.querySelectorAll('section[data-record]'), function (section, k) {
      return recordOf(section, data.records[k]);
    });
    records.forEach(function (r) {
      if (!r.text) { return; }
      var saved = stored(r);
      r.text.value = saved === null ? r.data.text : saved;
      r.restore = saved !== null;
    });
  }

  // recordOf is what the script holds of a record's section: d is the
  // record's data (its text and game).
  function recordOf(section, d) {
    return { section: section, data: d, id: -1,
      board: section.querySelector('svg.board'),
      panes: section.querySelectorAll('svg.board, svg.pane'),
      position: section.querySelector('input.position'),
      text: section.querySelector('textarea[data-text]'),
      comment: section.querySelector('textarea[data-comment]'),
      gestures: section.querySelector('.gestures'),
      tree: section.querySelector('.tree'),
      session: 0, view: null, turns: [] };
  }

  // load replays record r in the WebAssembly, from its text, once, and
  // writes its move list (HTML the WebAssembly writes, every text of the
  // record escaped).
  function load(r) {
    if (r.nodes || !r.board) { return r; }
    var d = r.data;
    var got = d.boards ? d
      : call('load', { text: d.text, game: d.game, variant: d.variant || '', rules: d.rules || '' }).records[0];
    r.id = d.boards ? -1 : got.id;
    r.nodes = got.nodes;
    r.last = got.last || 0;
    r.section.querySelector('.moves').insertAdjacentHTML('afterbegin', got.moves || '');
    r.byTurn = {};
    r.nodes.forEach(function (n, i) { r.byTurn[n.t] = i; });
    return r;
  }

  function current() { return records[state.record]; }

  // show selects record k (from 0) and its node i.
  function show(k, i) {
    if (k !== state.record) {
      records.forEach(function (r, j) { r.section.hidden = j !== k; });
      document.querySelectorAll('nav.records tbody tr').forEach(function (tr, j) {
        tr.classList.toggle('selected', j === k);
      });
    }
    state.record = k;
    var r = load(records[k]);
    if (r.restore) { r.restore = false; analyse(r, true); }
    if (r.session) { return; }
    if (!r.board || i < 0 || i >= r.nodes.length) { return; }
    state.node = i;
    draw(r, i);
    var old = r.section.querySelector('.turn.current');
    if (old) { old.classList.remove('current'); old.removeAttribute('aria-current'); }
    var el = r.section.querySelector('.turn[data-node="' + i + '"]');
    if (el) {
      el.classList.add('current');
      el.setAttribute('aria-current', 'step');
      scrollInto(el);
    }
    nameInAddress('#r' + (k + 1) + '-t' + r.nodes[i].t);
  }

  // nameInAddress puts the moment shown in the address, for links, once
  // the stepping pauses: a history update can take tens of milliseconds.
  var addressTimer = 0;
  function nameInAddress(hash) {
    clearTimeout(addressTimer);
    addressTimer = setTimeout(function () {
      if (location.hash !== hash) {
        try { history.replaceState(null, '', hash); } catch (e) { /* a file page may refuse */ }
      }
    }, 300);
  }

  // draw shows node i on the record's board and the panes of its score
  // tracks, if any, as the WebAssembly draws them, or as the page holds
  // them drawn (the diagram writer escapes every text of the record).
  function draw(r, i) {
    var n = r.nodes[i];
    var panes = r.data.boards ? r.data.boards[i][state.flipped ? 1 : 0]
      : call('draw', { record: r.id, node: i, flip: state.flipped }).panes;
    r.panes.forEach(function (pane, j) { pane.innerHTML = panes[j]; });
    r.board.setAttribute('data-position', n.p);
    ['arbiter-first-board', 'arbiter-board-live'].forEach(function (m) {
      if (!performance.getEntriesByName(m).length) { performance.mark(m); }
    });
    r.board.setAttribute('aria-label', 'board: ' + n.p + (n.x ? ' (before the illegal turn: ' + n.x + ')' : ''));
    r.position.value = n.p;
    explore(r, n.p);
  }

  // download gives the records as text, the bytes arbiter convert writes
  // for them, as a file named after the page (those of games the
  // WebAssembly knows: the others cannot be edited, nor downloaded).
  // An edited record is given as it stands (its textarea[data-text]),
  // the others as the page holds them, all written by convert's writer.
  function download(rs) {
    rs = rs.filter(function (r) { return load(r).id >= 0; });
    if (!rs.length) { return; }
    var edited = {};
    rs.forEach(function (r) { if (stored(r) !== null) { edited[r.id] = r.text.value; } });
    giveFile(call('text', { records: rs.map(function (r) { return r.id; }), edited: edited }).text);
  }

  // giveFile gives a text as a file named after the page.
  function giveFile(text) {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    a.download = (document.title || 'records').replace(/[\\/:*?"<>|]+/g, '_') + '.txt';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  }

  // scrollInto scrolls the move list, not the page, to the element, at the
  // next frame: measuring now would lay the page out at every step.
  var scrollTarget = null;
  function scrollInto(el) {
    if (!scrollTarget) { requestAnimationFrame(scrollNow); }
    scrollTarget = el;
  }

  function scrollNow() {
    var el = scrollTarget, list = el.closest('.moves');
    scrollTarget = null;
    if (!list) { return; }
    var top = el.offsetTop - list.offsetTop, h = list.clientHeight;
    if (top < list.scrollTop || top > list.scrollTop + h - 30) {
      list.scrollTop = Math.max(0, top - h / 3);
    }
  }

  // lineEnd follows Next links from node i to the end of its line.
  function lineEnd(r, i) {
    while (r.nodes[i].next >= 0) { i = r.nodes[i].next; }
    return i;
  }

  var acts = {
    first: function (r) { return 0; },
    prev: function (r, n) { return n.prev; },
    next: function (r, n) { return n.next; },
    last: function (r, n, i) { return lineEnd(r, i); },
    // down enters the first variation of the turn shown, or the next one
    // when the turn shown is itself the first turn of a variation.
    down: function (r, n, i) {
      if (n.vars && n.vars.length) { return n.vars[0]; }
      if (n.up >= 0) {
        var alts = r.nodes[n.up].vars || [], at = alts.indexOf(i);
        if (at >= 0 && at + 1 < alts.length) { return alts[at + 1]; }
      }
      return -1;
    },
    // up leaves the variation for the turn it is an alternative to.
    up: function (r, n) { return n.up; }
  };

  function act(name) {
    if (newGameActs[name]) { return newGameActs[name](); }
    var r = current();
    if (!r) { return; }
    if (r.session && wordActs[name]) { return wordActs[name](r); }
    if (r.session && analysisActs[name]) { return analysisActs[name](r); }
    if (name === 'analyse') { return r.text && analyse(r, !r.session); }
    if (name === 'flip') { return flip(); }
    if (name === 'copy') { return copy(); }
    if (name === 'download') { return download([current()]); }
    if (name === 'download-all') { return download(records); }
    if (!r.board || !acts[name]) { return; }
    var to = acts[name](r, r.nodes[state.node], state.node);
    if (to >= 0) { show(state.record, to); }
  }

  function flip() {
    state.flipped = !state.flipped;
    document.querySelectorAll('button[data-act="flip"]').forEach(function (b) {
      b.setAttribute('aria-pressed', String(state.flipped));
    });
    var r = current();
    if (r.session) { redraw(r); } else if (r.board) { draw(r, state.node); }
  }

  function copy() {
    var r = current();
    if (!r.position) { return; }
    var text = r.position.value;
    r.position.select();
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).catch(function () { document.execCommand('copy'); });
    } else {
      document.execCommand('copy');
    }
  }

  // fromHash selects what #rK-tN names (#rK alone: record K's last turn).
  function fromHash(hash) {
    var m = /^#r(\d+)(?:-t([0-9.]+))?$/.exec(hash);
    if (!m) { return false; }
    var k = parseInt(m[1], 10) - 1;
    if (k < 0 || k >= records.length) { return false; }
    var r = load(records[k]);
    if (!r.board) {
      if (m[2] !== undefined) { return false; }
      show(k, 0);
      return true;
    }
    var i = m[2] === undefined ? r.last : r.byTurn[m[2]];
    if (i === undefined) { return false; }
    show(k, i);
    return true;
  }

  // Analysis: the record on a board of its own (notation/page/board, in
  // the WebAssembly), its turns entered by clicks or taps on the board's
  // spots (data-at) and on the choices under it (data-tile, data-choice).
  // The record as it stands is in the section's textarea[data-text], and
  // kept in the browser's storage until discarded.
  function storeKey(r) {
    return 'arbiter:' + location.pathname + ':' + (r.data.fresh ? 'new:' : '') + r.section.getAttribute('data-record');
  }

  function stored(r) {
    try { return localStorage.getItem(storeKey(r)); } catch (e) { return null; }
  }

  function store(r, text) {
    try {
      if (text === null) { localStorage.removeItem(storeKey(r)); } else { localStorage.setItem(storeKey(r), text); }
    } catch (e) { /* a page may have no storage */ }
  }

  // analyse opens record r's board on the text of its textarea, or closes
  // it for the replay.
  function analyse(r, on) {
    r.section.classList.toggle('analysing', on);
    r.section.querySelector('button[data-act="analyse"]').setAttribute('aria-pressed', String(on));
    if (!on) {
      r.section.querySelector('p.cannot').textContent = '';
      call('board.close', { session: r.session });
      r.session = 0;
      show(state.record, Math.min(state.node, r.nodes.length - 1));
      return;
    }
    var v = attempt(r, 'board.load', { text: r.text.value, game: r.data.game });
    if (!v) { r.section.classList.remove('analysing'); return; }
    r.session = v.session;
    r.text.value = v.text;
    refresh(r, v);
  }

  // attempt makes a call on the board, the error shown under it.
  function attempt(r, name, args) {
    var said = r.section.querySelector('p.cannot');
    try {
      var v = call(name, args);
      said.textContent = '';
      return v;
    } catch (e) {
      said.textContent = e.message.replace(/^arbiter [\w.]+: /, '');
      return null;
    }
  }

  // edit makes a call on record r's board and shows the board after it,
  // the record's text kept when it changed.
  function edit(r, name, args) {
    args.session = r.session;
    var v = attempt(r, name, args);
    if (!v) { return; }
    if (v.text && v.text !== r.text.value) {
      r.text.value = v.text;
      store(r, v.text);
    }
    refresh(r, v);
  }

  // refresh shows the board's view v: the board and its spots, the
  // choices, the move list, the comment and marks of the turn shown.
  function refresh(r, v) {
    r.view = v;
    r.turns = call('board.tree', { session: r.session }).nodes || [];
    redraw(r);
    choices(r, v);
    listTree(r, v);
    var n = nodeOf(r, v.node);
    r.comment.value = n ? n.comment || '' : '';
    r.section.querySelectorAll('.marks button').forEach(function (b) {
      b.setAttribute('aria-pressed', String(!!n && (n.marks || []).indexOf(b.getAttribute('data-mark')) >= 0));
    });
  }

  function nodeOf(r, id) {
    for (var i = 0; i < r.turns.length; i++) { if (r.turns[i].id === id) { return r.turns[i]; } }
    return null;
  }

  // redraw draws the board's position and a spot on each place a click
  // can take next.
  function redraw(r) {
    var v = r.view, d = call('board.draw', { session: r.session, flip: state.flipped });
    r.panes.forEach(function (pane, j) { pane.innerHTML = d.panes[j]; });
    r.board.setAttribute('data-position', v.position);
    r.board.setAttribute('aria-label', 'board: ' + v.position);
    r.position.value = v.position;
    explore(r, v.position);
    var box = r.board.viewBox.baseVal, size = spotSize(d.spots, Math.max(box.width, box.height));
    d.spots.forEach(function (s) {
      var c = document.createElementNS(NS, 'circle');
      c.setAttribute('class', 'spot');
      c.setAttribute('data-at', s.at);
      c.setAttribute('cx', s.x);
      c.setAttribute('cy', s.y);
      c.setAttribute('r', size);
      c.setAttribute('role', 'button');
      c.setAttribute('aria-label', s.at);
      r.board.appendChild(c);
    });
  }

  // spotSize is the radius of the spots: large for a finger, touching at
  // most.
  function spotSize(spots, width) {
    var near = width * 0.06;
    for (var i = 0; i < spots.length; i++) {
      for (var j = i + 1; j < spots.length; j++) {
        near = Math.min(near, 0.5 * Math.hypot(spots[i].x - spots[j].x, spots[i].y - spots[j].y));
      }
    }
    return Math.max(near, width * 0.015);
  }

  // choices lists the tiles and choices a click can take next, and why
  // no turn can be entered, if none can.
  function choices(r, v) {
    r.gestures.textContent = '';
    v.made.forEach(function (g) { button(r.gestures, g.text, 'made', null); });
    v.targets.forEach(function (g) {
      if (g.kind !== 'at') { button(r.gestures, g.text, '', 'data-' + g.kind); }
    });
    if (v.made.length) { button(r.gestures, 'cancel', '', 'data-act'); }
    var said = r.section.querySelector('p.cannot');
    if (!said.textContent) { said.textContent = v.over ? 'game over: ' + v.outcome : v.cannot || ''; }
  }

  function button(to, text, cls, hook) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    if (cls) { b.className = cls; b.disabled = true; }
    if (hook) { b.setAttribute(hook, text); }
    to.appendChild(b);
  }

  // listTree writes the board's move list: each turn a data-board-node,
  // each variation a block of its own.
  function listTree(r, v) {
    r.tree.textContent = '';
    var blocks = [r.tree];
    r.turns.forEach(function (n) {
      blocks.length = Math.min(blocks.length, n.depth + 1);
      if (n.starts) {
        blocks.length = Math.min(blocks.length, n.depth);
        var div = document.createElement('div');
        div.className = 'variation';
        blocks[blocks.length - 1].appendChild(div);
        blocks.push(div);
      }
      var el = document.createElement('span');
      el.className = 'turn' + (n.refused ? ' illegal' : '') + (n.id === v.node ? ' current' : '');
      el.setAttribute('data-board-node', n.id);
      el.textContent = n.number + ' ' + n.move + (n.marks ? ' ' + n.marks.join(' ') : '');
      if (n.refused) { el.title = n.refused; }
      blocks[blocks.length - 1].appendChild(el);
      blocks[blocks.length - 1].appendChild(document.createTextNode(' '));
      if (n.comment) {
        var c = document.createElement('span');
        c.className = 'comment';
        c.textContent = n.comment + ' ';
        blocks[blocks.length - 1].appendChild(c);
      }
    });
    var cur = r.tree.querySelector('.current');
    if (cur) { scrollInto(cur); }
  }

  // gesture answers a click on the board's hooks; it reports whether the
  // click was one.
  function gesture(target) {
    var r = current();
    if (!r || !r.session || !r.section.contains(target)) { return false; }
    var t = target.closest('[data-at], [data-tile], [data-choice], [data-mark], [data-board-node]');
    if (!t) { return false; }
    if (t.hasAttribute('data-board-node')) {
      edit(r, 'board.go', { node: parseInt(t.getAttribute('data-board-node'), 10) });
    } else if (t.hasAttribute('data-mark')) {
      mark(r, t.getAttribute('data-mark'));
    } else {
      var kind = t.hasAttribute('data-at') ? 'at' : t.hasAttribute('data-tile') ? 'tile' : 'choice';
      edit(r, 'board.click', { gesture: { kind: kind, text: t.getAttribute('data-' + kind) } });
    }
    return true;
  }

  // mark sets or takes back a mark of the turn shown: one of ! ? !! ?? !?
  // ?! at most, and any $n.
  function mark(r, m) {
    var n = nodeOf(r, r.view.node);
    if (!n) { return; }
    var marks = (n.marks || []).slice(), had = marks.indexOf(m) >= 0;
    marks = marks.filter(function (x) { return x !== m && (m[0] === '$' || x[0] === '$'); });
    if (!had) { marks.push(m); }
    edit(r, 'board.annotate', { node: n.id, marks: marks });
  }

  // analysisActs are the buttons and keys on an open board.
  var analysisActs = {
    prev: function (r) { edit(r, 'board.back', {}); },
    next: function (r) { edit(r, 'board.forward', {}); },
    first: function (r) { edit(r, 'board.go', { node: 0 }); },
    last: function (r) {
      var v = r.view;
      for (var k = 0; k < 100000; k++) {
        var w = call('board.forward', { session: r.session });
        if (w.node === v.node) { break; }
        v = w;
      }
      edit(r, 'board.view', {});
    },
    // down enters the first alternative to the turn shown, or the next
    // one at an alternative's first turn; up leaves the variation for the
    // turn it is an alternative to (as in the replay).
    down: function (r) {
      var n = nodeOf(r, r.view.node);
      if (!n) { return; }
      var alts = r.turns.filter(function (m) { return m.parent === n.parent && m.starts; });
      var to = n.starts ? alts[alts.indexOf(n) + 1] : alts[0];
      if (to) { edit(r, 'board.go', { node: to.id }); }
    },
    up: function (r) {
      var n = nodeOf(r, r.view.node);
      while (n && !n.starts) { n = nodeOf(r, n.parent); }
      var to = n && r.turns.filter(function (m) { return m.parent === n.parent && !m.starts; })[0];
      if (to) { edit(r, 'board.go', { node: to.id }); }
    },
    cancel: function (r) { edit(r, 'board.cancel', {}); },
    promote: function (r) { edit(r, 'board.promote', { node: r.view.node }); },
    'delete': function (r) { edit(r, 'board.delete', { node: r.view.node }); },
    discard: function (r) {
      store(r, null);
      call('board.close', { session: r.session });
      r.text.value = r.data.text;
      analyse(r, true);
    }
  };

  // Opening explorer (arbiter html --openings): beside the board, the
  // turns the archive played from the position shown, found by its key
  // (the WebAssembly's call key), each with its games, the score of the
  // side to move and its won/drawn/lost bar; a click on one in analysis
  // plays it. Its rows carry data-explore (the turn) and data-games.
  function explore(r, position) {
    var o = data.openings;
    if (!o) { return; }
    if (!r.explorer) {
      r.explorer = document.createElement('div');
      r.explorer.className = 'explorer';
      r.explorer.setAttribute('role', 'region');
      r.explorer.setAttribute('aria-label', 'the archive\'s turns from this position');
      r.section.querySelector('.copy').after(r.explorer);
    }
    var games = o.games[r.data.game || ''] || {}, at;
    try {
      at = games[call('key', { game: r.data.game, position: position }).key];
    } catch (e) { // a game the WebAssembly does not know
      r.explorer.hidden = true;
      return;
    }
    r.explorer.replaceChildren(explorerHead(at, o), explorerTable(at));
  }

  // explorerHead says how many of the archive's games reach the position.
  function explorerHead(at, o) {
    var p = document.createElement('p');
    p.className = 'explorer-head';
    p.textContent = !at ? 'Openings: no game of the archive reaches this position within ' + o.depth + ' turns'
      : 'Openings: ' + at.n + (at.n === 1 ? ' game reaches' : ' games reach') + ' this position';
    return p;
  }

  // explorerTable lists the turns played from the position.
  function explorerTable(at) {
    var table = document.createElement('table');
    if (!at || !at.m.length) { return table; }
    var head = table.createTHead().insertRow();
    ['turn', 'games', 'score', 'won / drawn / lost'].forEach(function (h) {
      var th = document.createElement('th');
      th.textContent = h;
      head.appendChild(th);
    });
    var body = table.createTBody();
    at.m.forEach(function (m) {
      var tr = body.insertRow(), done = m.w + m.d + m.l;
      tr.setAttribute('data-explore', m.move);
      tr.setAttribute('data-games', String(m.n));
      tr.title = m.n + ' games: ' + m.w + ' won, ' + m.d + ' drawn, ' + m.l + ' lost, ' + (m.n - done) + ' unfinished';
      tr.insertCell().textContent = m.move;
      tr.insertCell().textContent = m.n + ' (' + Math.round(100 * m.n / at.n) + '%)';
      tr.insertCell().textContent = done ? (100 * (m.w + m.d / 2) / done).toFixed(1) + '%' : '–';
      tr.insertCell().appendChild(explorerBar(m));
    });
    return table;
  }

  // explorerBar draws the won, drawn, lost and unfinished shares of a
  // turn's games.
  function explorerBar(m) {
    var bar = document.createElement('div');
    bar.className = 'wdl';
    [['w', m.w], ['d', m.d], ['l', m.l], ['u', m.n - m.w - m.d - m.l]].forEach(function (part) {
      if (!part[1]) { return; }
      var span = document.createElement('span');
      span.className = part[0];
      span.style.width = (100 * part[1] / m.n) + '%';
      if (part[1] / m.n >= 0.15) { span.textContent = Math.round(100 * part[1] / m.n) + '%'; }
      bar.appendChild(span);
    });
    return bar;
  }

  // explored plays a turn of the explorer on record r's open board, as
  // entered (its error shown under the board: a turn the board cannot
  // take as written stays listed only).
  function explored(r, target) {
    var tr = target.closest('tr[data-explore]');
    if (!tr || !r || !r.explorer || !r.explorer.contains(tr)) { return false; }
    if (r.session) { edit(r, 'board.play', { move: tr.getAttribute('data-explore') }); }
    return true;
  }

  // typing reports whether keys pressed on el are typed: a comment's box,
  // the new game's dialog (the position's box and the record's text are
  // read only).
  function typing(el) {
    return !!(el.closest && el.closest('textarea:not([readonly]), input:not([readonly]), select, dialog'));
  }

  // listen listens to the keys, clicks, swipes and address changes from
  // the start: what they ask is done once the WebAssembly is ready
  // (whenReady).
  function listen() {
    var keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last',
      ArrowUp: 'up', ArrowDown: 'down', f: 'flip', a: 'analyse',
      p: 'promote', Delete: 'delete', Backspace: 'delete', Escape: 'cancel' };
    document.addEventListener('keydown', function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey || !keys[e.key] || typing(e.target)) { return; }
      e.preventDefault();
      whenReady(function () { act(keys[e.key]); });
    });

    document.addEventListener('click', function (e) {
      if (gesture(e.target) || explored(current(), e.target)) { return; }
      var t = e.target.closest('[data-node], [data-act], [data-pick]');
      if (!t) { return; }
      if (t.hasAttribute('data-pick')) { e.preventDefault(); }
      whenReady(function () { clicked(t); });
    });

    document.addEventListener('change', function (e) {
      var r = current();
      if (r && r.session && e.target === r.comment) {
        edit(r, 'board.comment', { node: r.view.node, text: r.comment.value });
      }
    });

    // A swipe on the board steps like the arrow keys.
    var touchX = null;
    document.addEventListener('touchstart', function (e) {
      touchX = e.target.closest('svg.board') ? e.touches[0].clientX : null;
    }, { passive: true });
    document.addEventListener('touchend', function (e) {
      if (touchX === null) { return; }
      var dx = e.changedTouches[0].clientX - touchX;
      touchX = null;
      if (Math.abs(dx) > 40) { whenReady(function () { act(dx < 0 ? 'next' : 'prev'); }); }
    });

    // The new address is read from the event: a pending update of the
    // address by nameInAddress may have replaced it since.
    window.addEventListener('hashchange', function (e) {
      var hash = new URL(e.newURL).hash;
      whenReady(function () { fromHash(hash); });
    });
  }

  // clicked answers a click on a button, a record of the table of
  // records, or a turn of the move list.
  function clicked(t) {
    if (t.hasAttribute('data-act')) { act(t.getAttribute('data-act')); return; }
    if (t.hasAttribute('data-pick')) {
      var k = parseInt(t.getAttribute('data-pick'), 10) - 1;
      show(k, load(records[k]).last);
      return;
    }
    show(state.record, parseInt(t.getAttribute('data-node'), 10));
  }

  // start reads the records and starts the WebAssembly once the page is
  // drawn (listen already listens).
  function start() {
    data = JSON.parse(document.getElementById('arbiter-data').textContent);
    readRecords();
    var booted = false;
    var once = function () {
      if (!booted) { booted = true; boot().then(ready); }
    };
    // After the first frame, which shows the board the page holds (a tab
    // in the background draws no frame: the timer starts it there).
    requestAnimationFrame(function () { setTimeout(once); });
    setTimeout(once, 200);
  }

  // ready shows what the address names, or the first record's last turn,
  // then what the reader asked for meanwhile.
  function ready() {
    if (data.fonts.regular || data.fonts.bold) { call('fonts', data.fonts); }
    state.named = fromHash(location.hash);
    if (!state.named && records.length) {
      show(0, load(records[0]).last);
    }
    var asked = waiting;
    waiting = null;
    document.documentElement.classList.remove('booting');
    document.querySelector('p.booting').hidden = true;
    asked.forEach(function (f) { f(); });
    // The new game's dialog and the new games kept wait until the first
    // board is drawn: asking the games and making the kept records again
    // take as long as reading a record.
    setTimeout(newGameReady);
  }

  // New game: a record of any game the WebAssembly holds, from its start,
  // with the variant, rules, seats and tags chosen in a dialog, which
  // offers what each game says of its own rules (the bridge's games call:
  // the variants and options `arbiter games` lists). It becomes a record
  // of the page, on its analysis board, kept in the browser's storage
  // until discarded.
  var games = null;

  function newGameReady() {
    games = call('games', {});
    var blank = document.getElementById('arbiter-record').content;
    [document, blank].forEach(function (root) { root.querySelectorAll('select[data-level]').forEach(levels); });
    document.querySelector('button[data-act="new"]').disabled = false;
    restoreNewGames();
  }

  function levels(select) {
    for (var l = 0; l <= games.levels; l++) { option(select, String(l), String(l), l === games.level); }
  }

  function option(select, value, text, selected) {
    var o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    o.selected = !!selected;
    select.appendChild(o);
  }

  function dialog() { return document.querySelector('dialog.new-game'); }
  function field(name) { return dialog().querySelector('[data-new="' + name + '"]'); }
  function chosenGame() { return games.games[field('game').selectedIndex]; }
  function chosenVariant() { return chosenGame().variants[field('variant').selectedIndex]; }

  var newGameActs = {
    'new': function () {
      var g = field('game');
      if (!g.options.length) {
        games.games.forEach(function (x) { option(g, x.name, x.name); });
        g.addEventListener('change', pickGame);
        field('variant').addEventListener('change', pickVariant);
        field('seats').addEventListener('change', seatPlayers);
        pickGame();
      }
      dialog().querySelector('p.cannot').textContent = '';
      dialog().showModal();
    },
    'new-cancel': function () { dialog().close(); },
    'new-start': startNewGame
  };

  // pickGame offers the chosen game's variants and rule options.
  function pickGame() {
    var g = chosenGame(), v = field('variant'), rules = dialog().querySelector('fieldset.rules');
    v.textContent = '';
    g.variants.forEach(function (x) { option(v, x.name, x.name); });
    rules.querySelectorAll('label').forEach(function (l) { l.remove(); });
    g.options.forEach(function (o) { rules.appendChild(ruleField(o)); });
    rules.hidden = !g.options.length;
    pickVariant();
  }

  // ruleField is a rule option's choice: as the variant says, or a value.
  function ruleField(o) {
    var label = document.createElement('label'), input;
    label.title = o.doc;
    if (o.numeric) {
      input = document.createElement('input');
      input.type = 'number';
      input.min = '0';
      input.placeholder = 'as the variant says';
    } else {
      input = document.createElement('select');
      option(input, '', 'as the variant says');
      o.values.forEach(function (x) { option(input, x, x); });
    }
    input.setAttribute('data-rule', o.key);
    label.append(o.key + ' ', input);
    return label;
  }

  // pickVariant says what the variant is and offers the seats it may
  // have, those it seats by default chosen.
  function pickVariant() {
    var g = chosenGame(), va = chosenVariant(), s = field('seats');
    dialog().querySelector('p.doc').textContent = va.doc;
    s.textContent = '';
    var n = va.seats || Math.max(g.seats[0], Math.min(2, g.seats[1]));
    for (var k = g.seats[0]; k <= g.seats[1]; k++) { option(s, String(k), String(k), k === n); }
    s.disabled = g.seats[0] === g.seats[1];
    seatPlayers();
  }

  // seatPlayers asks the player of each seat, by the tag that names it,
  // with the seat's team where the variant plays in teams.
  function seatPlayers() {
    var g = chosenGame(), va = chosenVariant(), n = parseInt(field('seats').value, 10);
    var set = dialog().querySelector('fieldset.players'), typed = {};
    set.querySelectorAll('input').forEach(function (i) { typed[i.getAttribute('data-tag')] = i.value; });
    set.querySelectorAll('label').forEach(function (l) { l.remove(); });
    g.players.slice(0, n).forEach(function (tag, seat) {
      var label = document.createElement('label'), input = document.createElement('input');
      input.setAttribute('data-tag', tag);
      input.value = typed[tag] || '';
      var team = (va.teams || []).findIndex(function (t) { return t.indexOf(seat) >= 0; });
      label.append(tag + (team < 0 ? '' : ' (team ' + (team + 1) + ')') + ' ', input);
      set.appendChild(label);
    });
  }

  // startNewGame makes the record the dialog describes: its players' tags
  // (every seat's, "?" for a player not named, where the game's seats may
  // vary: the tags count them), the other tags typed, the variant and the
  // rules chosen. The WebAssembly refuses what cannot be set up, in the
  // referee's words.
  function startNewGame() {
    var d = dialog(), g = chosenGame(), fixed = g.seats[0] === g.seats[1], tags = [], rules = [];
    d.querySelectorAll('fieldset.players input').forEach(function (i) {
      if (i.value || !fixed) { tags.push({ name: i.getAttribute('data-tag'), value: i.value || '?' }); }
    });
    d.querySelectorAll('fieldset.more input').forEach(function (i) {
      if (i.value) { tags.push({ name: i.getAttribute('data-tag'), value: i.value }); }
    });
    d.querySelectorAll('[data-rule]').forEach(function (i) {
      if (i.value) { rules.push(i.getAttribute('data-rule') + '=' + i.value); }
    });
    var variant = field('variant').selectedIndex > 0 ? field('variant').value : '', v;
    try {
      v = call('board.new', { game: g.name, variant: variant, rules: rules.join(','), tags: tags });
      call('board.close', { session: v.session });
    } catch (e) {
      d.querySelector('p.cannot').textContent = e.message.replace(/^arbiter [\w.]+: /, '');
      return;
    }
    d.close();
    addRecord(v.text);
  }

  // addRecord makes a new record of the page from its text: a section
  // from the page's blank one, its board laid out as the WebAssembly lays
  // out the record's start; it is shown on its analysis board.
  function addRecord(text) {
    var got = call('load', { text: text }).records[0];
    if (!got.panes) { throw new Error(got.error || (got.diagnostics || []).join('; ')); }
    var k = records.length, section = document.getElementById('arbiter-record').content.firstElementChild.cloneNode(true);
    section.setAttribute('data-record', String(k + 1));
    section.classList.remove('blank');
    layOut(section, got);
    document.querySelector('main').appendChild(section);
    var r = recordOf(section, { text: text, game: got.game, fresh: true });
    records.push(r);
    r.text.value = text;
    store(r, text);
    show(k, load(r).last);
    analyse(r, true);
    var tag = document.createElement('span');
    tag.className = 'tag game';
    tag.textContent = got.game;
    section.querySelector('p.tags').replaceChildren(tag);
    section.querySelector('h1').textContent = titleOf(r);
    listRecord(r, k);
  }

  // titleOf names a new record's players as the page names a record's,
  // else its game.
  function titleOf(r) {
    var players = games.games.filter(function (g) { return g.name === r.data.game; })[0].players;
    var names = (call('board.tree', { session: r.session }).tags || []).filter(function (t) {
      return players.indexOf(t.name) >= 0 && t.value && t.value !== '?';
    });
    return names.map(function (t) { return t.value; }).join(' – ') || r.data.game + ', new game';
  }

  // listRecord adds a new record to the table of records, if the page
  // has one.
  function listRecord(r, k) {
    var body = document.querySelector('nav.records tbody');
    if (!body) { return; }
    var tr = document.createElement('tr'), a = document.createElement('a');
    tr.setAttribute('data-pick', String(k + 1));
    a.href = '#r' + (k + 1);
    a.textContent = String(k + 1);
    [a, r.section.querySelector('h1').textContent, '', '*'].forEach(function (x) {
      var td = document.createElement('td');
      td.append(x);
      tr.appendChild(td);
    });
    body.appendChild(tr);
  }

  // layOut lays a new record's board out as the page lays out a record's:
  // the board, and where the game has them, the panes of its score tracks
  // beside it and under it (load's panes).
  function layOut(section, got) {
    var board = section.querySelector('svg.board'), panes = got.panes;
    board.setAttribute('class', 'board ' + got.class);
    board.setAttribute('viewBox', panes[0].viewBox);
    if (!panes.some(function (p) { return p.right; })) { return; }
    var view = document.createElement('div'), boards = document.createElement('div'), right = document.createElement('div');
    view.className = 'view split';
    view.style.setProperty('--board', (100 * got.share).toPrecision(4) + '%');
    boards.className = 'boards';
    right.className = 'panes';
    board.replaceWith(view);
    boards.appendChild(board);
    view.append(boards, right);
    panes.slice(1).forEach(function (p) {
      var svg = document.createElementNS(NS, 'svg');
      svg.setAttribute('class', 'pane ' + got.class + (p.filler ? ' filler' : ''));
      svg.setAttribute('viewBox', p.viewBox);
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', 'score track ' + (p.track + 1));
      (p.right ? right : boards).appendChild(svg);
    });
  }

  // restoreNewGames makes again the new records kept in the browser's
  // storage, numbered anew after the page's, once the first board is
  // drawn.
  function restoreNewGames() {
    var was = state.record, at = state.node, prefix = 'arbiter:' + location.pathname + ':new:', kept = [];
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var key = localStorage.key(i);
        if (key.indexOf(prefix) === 0) { kept.push({ n: parseInt(key.slice(prefix.length), 10), text: localStorage.getItem(key) }); }
      }
      kept.forEach(function (x) { localStorage.removeItem(prefix + x.n); });
    } catch (e) { return; }
    kept.sort(function (a, b) { return a.n - b.n; }).forEach(function (x) {
      try { addRecord(x.text); } catch (e) { /* a kept text that no longer reads is dropped */ }
    });
    // Back to what was shown, or to the new record the address names.
    if (kept.length && was >= 0 && (state.named || !fromHash(location.hash))) { show(was, at); }
  }

  // The referee's word on the position an analysis board shows: the
  // exact forced-win search of arbiter annotate, the sparring engine's
  // turn. A second WebAssembly answers them in a Web Worker (made of the
  // page's own script, as a blob: address, and the module the page
  // compiled), so that the page goes on answering; stop ends the worker,
  // and the next question starts a fresh one.
  var wordWorker = null, job = null; // job: the record asking, what to do with the answer

  function serveWord() {
    var started = null;
    self.onmessage = function (e) {
      var m = e.data;
      if (m.module) {
        var go = new Go();
        started = WebAssembly.instantiate(m.module, go.importObject).then(function (instance) { go.run(instance); });
        return;
      }
      started.then(function () { self.postMessage(arbiterCall(m.name, JSON.stringify(m.args))); });
    };
  }

  function startWorker() {
    var url = URL.createObjectURL(new Blob([pageScript], { type: 'text/javascript' }));
    var w = new Worker(url);
    w.onmessage = function (e) {
      URL.revokeObjectURL(url);
      var j = job, a = JSON.parse(e.data);
      job = null;
      if (!j) { return; }
      busy(j.r, false);
      if (a.error) { say(j.r, a.error); } else { j.done(a); }
    };
    w.postMessage({ module: wasmModule });
    return w;
  }

  function ask(r, name, args, done) {
    stopWord('');
    wordWorker = wordWorker || startWorker();
    job = { r: r, done: done };
    busy(r, true);
    wordWorker.postMessage({ name: name, args: args });
  }

  function stopWord(said) {
    if (!job) { return; }
    wordWorker.terminate();
    wordWorker = null;
    busy(job.r, false);
    if (said) { say(job.r, said); }
    job = null;
  }

  function busy(r, on) { r.section.querySelector('button[data-act="stop"]').disabled = !on; }
  function say(r, text) { r.section.querySelector('p[data-word]').textContent = text; }

  // wordArgs name the position shown: the game, the record's tags, the
  // position string.
  function wordArgs(r) {
    return { game: r.data.game || '', tags: call('board.tree', { session: r.session }).tags || [], position: r.view.position };
  }

  var wordActs = {
    solve: function (r) {
      var args = wordArgs(r), at = r.view.turn ? 'after turn ' + r.view.name + ': ' : 'at the start: ';
      args.depth = parseInt(r.section.querySelector('input[data-depth]').value, 10) || 0;
      ask(r, 'solve', args, function (a) { say(r, at + a.says); });
      say(r, 'searching ' + at.replace(/: $/, '') + '…');
    },
    spar: function (r) {
      var args = wordArgs(r), node = r.view.node, play = r.section.querySelector('button[data-act="play"]');
      r.spar = null;
      args.level = parseInt(r.section.querySelector('select[data-level]').value, 10) || 0;
      play.hidden = true;
      ask(r, 'spar', args, function (a) {
        say(r, 'the engine plays ' + a.move);
        play.textContent = 'play ' + a.move;
        r.spar = { move: a.move, node: node };
        play.hidden = false;
      });
      say(r, 'the engine thinks…');
    },
    stop: function () { stopWord('stopped'); },
    // play plays the engine's turn where it was asked.
    play: function (r) {
      r.section.querySelector('button[data-act="play"]').hidden = true;
      if (!r.spar) { return; }
      if (r.spar.node !== r.view.node) { edit(r, 'board.go', { node: r.spar.node }); }
      edit(r, 'board.play', { move: r.spar.move });
    }
  };
}());
