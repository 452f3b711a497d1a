/*
 * Zrno's marketing pixel, served from the shop itself (no third-party host). The inline loader
 * in the tenant config queues commands before this file arrives; this replays them. Loaded
 * only with marketing consent.
 */
(function () {
  var pixel = (window.zrnoPixel = window.zrnoPixel || { queue: [] });
  if (pixel.loaded) return;
  pixel.loaded = true;
  pixel.events = [];
  pixel.track = function (name, data) {
    pixel.events.push({ name: String(name), data: data || null });
  };
  for (var i = 0; i < pixel.queue.length; i++) pixel.track(pixel.queue[i][0], pixel.queue[i][1]);
  pixel.queue = { push: function (cmd) { pixel.track(cmd[0], cmd[1]); } };
})();
