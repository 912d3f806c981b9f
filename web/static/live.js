// A game's live page: the server says each new version of the table ("move") and its end
// ("over") as server-sent events; the board that goes with it is fetched and swapped in.
// EventSource reconnects by itself after a dropped connection.
"use strict";

(function () {
  const live = document.getElementById("live");
  if (!live) {
    return;
  }
  const boardUrl = live.dataset.boardUrl;
  let asked = 0;

  function refresh() {
    asked += 1;
    const mine = asked;
    return fetch(boardUrl, { credentials: "omit" })
      .then(function (response) {
        if (!response.ok) {
          throw new Error("live board: " + response.status);
        }
        return response.text();
      })
      .then(function (html) {
        if (mine !== asked) {
          return;
        }
        const template = document.createElement("template");
        template.innerHTML = html;
        document.getElementById("board").replaceWith(template.content);
      });
  }

  const events = new EventSource(live.dataset.eventsUrl);
  events.addEventListener("move", function () {
    refresh();
  });
  events.addEventListener("over", function () {
    events.close();
    refresh().then(function () {
      document.getElementById("live-state").hidden = true;
      document.getElementById("live-over").hidden = false;
    });
  });
})();
