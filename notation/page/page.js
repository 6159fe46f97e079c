// arbiter html: replays the records of the page. Everything from a record is
// set as text (textContent, attribute values), never parsed as markup.
(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var data; // the records' block, read once the body is (start)
  var state = { record: -1, node: 0, flipped: false };

  // The fonts of the page's Hangul, cut to its characters, are in the
  // head's block (the page fetches nothing, not even from a data: address).
  // The script runs in the head, so the text is laid out with them from the
  // start; the rest waits for the body and the records' block after it.
  JSON.parse(document.getElementById('arbiter-fonts').textContent).forEach(function (f) {
    var bytes = Uint8Array.from(atob(f.woff), function (c) { return c.charCodeAt(0); });
    document.fonts.add(new FontFace(f.family, bytes, { weight: f.weight, unicodeRange: f.range }));
  });
  document.addEventListener('DOMContentLoaded', start);

  // The page's WebAssembly (Arbiter's referee, notation and drawers,
  // cmd/pagewasm) is in its last block, gzipped, in base64 (a JSON
  // string); it sets
  // arbiterCall(name, json) → json (notation/page/bridge). Nothing is
  // fetched: the bytes are read from the page and unzipped in memory.
  function boot() {
    var text = JSON.parse(document.getElementById('arbiter-wasm').textContent);
    var bytes = Uint8Array.fromBase64 ? Uint8Array.fromBase64(text)
      : Uint8Array.from(atob(text), function (c) { return c.charCodeAt(0); });
    var unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    var go = new Go();
    return new Response(unzipped).arrayBuffer().then(function (wasm) {
      return WebAssembly.instantiate(wasm, go.importObject);
    }).then(function (result) {
      go.run(result.instance);
    });
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
      return { section: section, data: data.records[k], id: -1,
        board: section.querySelector('svg.board'),
        panes: section.querySelectorAll('svg.board, svg.pane'),
        position: section.querySelector('input.position') };
    });
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
    if (!performance.getEntriesByName('arbiter-first-board').length) { performance.mark('arbiter-first-board'); }
    r.board.setAttribute('aria-label', 'board: ' + n.p + (n.x ? ' (before the illegal turn: ' + n.x + ')' : ''));
    r.position.value = n.p;
  }

  // download gives the records as text, the bytes arbiter convert writes
  // for them, as a file named after the page (those of games the
  // WebAssembly knows: the others cannot be edited, nor downloaded).
  function download(rs) {
    var ids = rs.filter(function (r) { return load(r).id >= 0; }).map(function (r) { return r.id; });
    if (!ids.length) { return; }
    var text = call('text', { records: ids }).text;
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
    if (name === 'flip') { return flip(); }
    if (name === 'copy') { return copy(); }
    if (name === 'download') { return download([current()]); }
    if (name === 'download-all') { return download(records); }
    var r = current();
    if (!r.board) { return; }
    var to = acts[name](r, r.nodes[state.node], state.node);
    if (to >= 0) { show(state.record, to); }
  }

  function flip() {
    state.flipped = !state.flipped;
    document.querySelectorAll('button[data-act="flip"]').forEach(function (b) {
      b.setAttribute('aria-pressed', String(state.flipped));
    });
    var r = current();
    if (r.board) { draw(r, state.node); }
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

  // start reads the records, starts the WebAssembly, then listens to the
  // keys, clicks, swipes and address changes, and shows what the address
  // names.
  function start() {
    data = JSON.parse(document.getElementById('arbiter-data').textContent);
    readRecords();
    boot().then(ready);
  }

  function ready() {
    if (data.fonts.regular || data.fonts.bold) { call('fonts', data.fonts); }
    var keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last',
      ArrowUp: 'up', ArrowDown: 'down', f: 'flip' };
    document.addEventListener('keydown', function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey || !keys[e.key]) { return; }
      e.preventDefault();
      act(keys[e.key]);
    });

    document.addEventListener('click', function (e) {
      var t = e.target.closest('[data-node], [data-act], [data-pick]');
      if (!t) { return; }
      if (t.hasAttribute('data-act')) { act(t.getAttribute('data-act')); return; }
      if (t.hasAttribute('data-pick')) {
        e.preventDefault();
        var k = parseInt(t.getAttribute('data-pick'), 10) - 1;
        show(k, load(records[k]).last);
        return;
      }
      show(state.record, parseInt(t.getAttribute('data-node'), 10));
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
      if (Math.abs(dx) > 40) { act(dx < 0 ? 'next' : 'prev'); }
    });

    // The new address is read from the event: a pending update of the
    // address by nameInAddress may have replaced it since.
    window.addEventListener('hashchange', function (e) { fromHash(new URL(e.newURL).hash); });
    if (!fromHash(location.hash) && records.length) {
      show(0, load(records[0]).last);
    }
  }
}());
