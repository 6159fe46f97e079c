// arbiter html: replays the records of the page. Everything from a record is
// set as text (textContent, attribute values), never parsed as markup.
(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var data = JSON.parse(document.getElementById('arbiter-data').textContent);
  var sections = document.querySelectorAll('section[data-record]');
  var state = { record: -1, node: 0, flipped: false };

  // records[k] holds record k+1's section, nodes and turn names.
  var records = Array.prototype.map.call(sections, function (section, k) {
    var r = data.records[k];
    var byTurn = {};
    r.nodes.forEach(function (n, i) { byTurn[n.t] = i; });
    return { section: section, nodes: r.nodes, last: r.last, byTurn: byTurn,
      board: section.querySelector('svg.board'),
      position: section.querySelector('input.position') };
  });

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
    var hash = '#r' + (k + 1) + '-t' + r.nodes[i].t;
    if (location.hash !== hash) {
      try { history.replaceState(null, '', hash); } catch (e) { /* file pages may refuse */ }
    }
  }

  function draw(r, n) {
    var board = state.flipped ? n.f : n.b;
    var parts = data.boards[board];
    var uses = document.createDocumentFragment();
    for (var j = 0; j < parts.length; j++) {
      var use = document.createElementNS(NS, 'use'), p = parts[j];
      if (typeof p === 'number') {
        use.setAttribute('href', '#a' + p);
      } else { // a glyph: [part, x, y]
        use.setAttribute('href', '#a' + p[0]);
        use.setAttribute('x', p[1]);
        use.setAttribute('y', p[2]);
      }
      uses.appendChild(use);
    }
    r.board.replaceChildren(uses);
    r.board.setAttribute('data-position', n.p);
    r.board.setAttribute('aria-label', 'board: ' + n.p + (n.x ? ' (before the illegal turn: ' + n.x + ')' : ''));
    r.position.value = n.p;
  }

  // scrollInto scrolls the move list, not the page, to the element.
  function scrollInto(el) {
    var list = el.closest('.moves');
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
  function fromHash() {
    var m = /^#r(\d+)(?:-t([0-9.]+))?$/.exec(location.hash);
    if (!m) { return false; }
    var k = parseInt(m[1], 10) - 1;
    if (k < 0 || k >= records.length) { return false; }
    var r = records[k];
    var i = m[2] === undefined ? r.last : r.byTurn[m[2]];
    if (i === undefined) { return false; }
    show(k, i);
    return true;
  }

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

  window.addEventListener('hashchange', fromHash);
  if (!fromHash() && records.length) {
    show(0, records[0].last);
  }
}());
