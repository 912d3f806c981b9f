// A game's page: step through the replay with the buttons, the slider, the arrow keys, Home and
// End, and the review's links, without reloading the page. Each step's board is drawn by the
// server (the same fragment a ?move=k address shows whole), fetched once and kept; the address
// follows the step, so every move keeps its own link.
"use strict";

(function () {
  const nav = document.getElementById("stepper");
  const slot = document.getElementById("board-slot");
  if (!nav || !slot) {
    return;
  }
  const boardUrl = nav.dataset.boardUrl;
  const slider = document.getElementById("move-slider");
  const shown = document.getElementById("move-shown");
  const moves = Number(slider.max);
  const kept = new Map();
  let current = Number(slider.value);
  let wanted = current;

  function fetchBoard(move) {
    if (!kept.has(move)) {
      const request = fetch(boardUrl + "?move=" + move, { credentials: "omit" }).then(
        function (response) {
          if (!response.ok) {
            throw new Error("board " + move + ": " + response.status);
          }
          return response.text();
        },
      );
      request.catch(function () {
        kept.delete(move);
      });
      kept.set(move, request);
    }
    return kept.get(move);
  }

  function setLinks(move) {
    const targets = { first: 0, previous: move - 1, next: move + 1, last: moves };
    nav.querySelectorAll("a[data-go]").forEach(function (link) {
      const target = targets[link.dataset.go];
      const outside = target < 0 || target > moves || target === move;
      link.href = "?move=" + Math.min(Math.max(target, 0), moves) + "#board";
      if (outside) {
        link.setAttribute("aria-disabled", "true");
      } else {
        link.removeAttribute("aria-disabled");
      }
    });
    slider.value = String(move);
    shown.textContent = String(move);
  }

  function go(move) {
    const target = Math.min(Math.max(move, 0), moves);
    wanted = target;
    setLinks(target);
    history.replaceState(null, "", "?move=" + target + "#board");
    return fetchBoard(target).then(function (html) {
      if (wanted !== target) {
        return;
      }
      const board = document.getElementById("board");
      const template = document.createElement("template");
      template.innerHTML = html;
      board.replaceWith(template.content);
      current = target;
      if (target > 0) {
        fetchBoard(target - 1);
      }
      if (target < moves) {
        fetchBoard(target + 1);
      }
    });
  }

  nav.addEventListener("click", function (event) {
    const link = event.target.closest("a[data-go]");
    if (!link) {
      return;
    }
    event.preventDefault();
    const targets = { first: 0, previous: wanted - 1, next: wanted + 1, last: moves };
    go(targets[link.dataset.go]);
  });

  slider.addEventListener("input", function () {
    go(Number(slider.value));
  });

  document.addEventListener("click", function (event) {
    const link = event.target.closest("a[data-step]");
    if (!link) {
      return;
    }
    event.preventDefault();
    go(Number(link.dataset.step)).then(function () {
      document.getElementById("board").scrollIntoView({ block: "start" });
    });
  });

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target === slider) {
      return;
    }
    const targets = {
      ArrowLeft: wanted - 1,
      ArrowRight: wanted + 1,
      Home: 0,
      End: moves,
    };
    if (!(event.key in targets)) {
      return;
    }
    const tag = event.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") {
      return;
    }
    event.preventDefault();
    go(targets[event.key]);
  });

  setLinks(current);
  if (current < moves) {
    fetchBoard(current + 1);
  }
})();
