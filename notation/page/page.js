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

  // records[k] holds record k+1's section, nodes and turn names.
  var records = [];
  function readRecords() {
    records = Array.prototype.map.call(document.querySelectorAll('section[data-record]'), function (section, k) {
      var r = data.records[k];
      var byTurn = {};
      r.nodes.forEach(function (n, i) { byTurn[n.t] = i; });
      return { section: section, nodes: r.nodes, last: r.last, byTurn: byTurn,
        board: section.querySelector('svg.board'),
        panes: section.querySelectorAll('svg.board, svg.pane'),
        position: section.querySelector('input.position') };
    });
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
    var r = records[k];
    if (!r.board || i < 0 || i >= r.nodes.length) { return; }
    state.node = i;
    draw(r, r.nodes[i]);
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

  // draw shows node n on the record's board and the panes of its score
  // tracks, if any: copies of the page's parts (a <use> would cost a shadow
  // copy and a slow layout).
  function draw(r, n) {
    var boards = state.flipped ? n.f : n.b;
    r.panes.forEach(function (pane, j) { drawParts(pane, boardParts(boards[j])); });
    r.board.setAttribute('data-position', n.p);
    r.board.setAttribute('aria-label', 'board: ' + n.p + (n.x ? ' (before the illegal turn: ' + n.x + ')' : ''));
    r.position.value = n.p;
  }

  // drawParts makes the svg element show the parts. Consecutive boards
  // share most parts, so only the copies that differ are replaced.
  function drawParts(board, parts) {
    var old = board.firstElementChild;
    for (var j = 0; j < parts.length; j++) {
      var key = String(parts[j]);
      if (old && old.getAttribute('data-part') !== key) {
        var next = old.nextElementSibling;
        if (next && next.getAttribute('data-part') === key) { // a part left
          old.remove();
          old = next;
        } else if (j + 1 < parts.length && old.getAttribute('data-part') === String(parts[j + 1])) {
          board.insertBefore(partCopy(parts[j]), old); // a part came
          continue;
        } else {
          var copy = partCopy(parts[j]);
          board.replaceChild(copy, old);
          old = copy;
        }
      } else if (!old) {
        board.appendChild(partCopy(parts[j]));
        continue;
      }
      old = old.nextElementSibling;
    }
    while (old) { var gone = old; old = old.nextElementSibling; gone.remove(); }
  }

  // boardParts gives board b's parts, its runs "first-last" spelt out.
  var expanded = [];
  function boardParts(b) {
    if (!expanded[b]) {
      expanded[b] = [];
      data.boards[b].forEach(function (p) {
        if (typeof p !== 'string') { expanded[b].push(p); return; }
        var ends = p.split('-'), last = parseInt(ends[1], 10);
        for (var q = parseInt(ends[0], 10); q <= last; q++) { expanded[b].push(q); }
      });
    }
    return expanded[b];
  }

  // partCopy copies part p of the atlas: a number, or [number, x, y] for
  // a glyph drawn at the origin and moved to x, y.
  function partCopy(p) {
    var glyph = typeof p !== 'number';
    var copy = document.getElementById('a' + (glyph ? p[0] : p)).cloneNode(true);
    copy.removeAttribute('id');
    copy.setAttribute('data-part', String(p));
    if (glyph) { copy.setAttribute('transform', 'translate(' + p[1] + ' ' + p[2] + ')'); }
    return copy;
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
    if (r.board) { draw(r, r.nodes[state.node]); }
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
    var r = records[k];
    var i = m[2] === undefined ? r.last : r.byTurn[m[2]];
    if (i === undefined) { return false; }
    show(k, i);
    return true;
  }

  // start reads the records, listens to the keys, clicks, swipes and
  // address changes, and shows what the address names.
  function start() {
    data = JSON.parse(document.getElementById('arbiter-data').textContent);
    readRecords();
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
        show(k, records[k].last);
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
      show(0, records[0].last);
    }
  }
}());
