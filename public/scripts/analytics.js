/*
 * Zrno's first-party analytics tag, served from the shop itself (no third-party host). It
 * keeps page views in memory for this build; the client runtime calls pageview() on every
 * client-side navigation once `ready` is set. Loaded only with analytics consent.
 */
(function () {
  if (window.zrnoAnalytics && window.zrnoAnalytics.ready) return;
  var views = [];
  window.zrnoAnalytics = {
    ready: true,
    views: views,
    pageview: function (path) {
      views.push(String(path));
    },
  };
  views.push(location.pathname);
})();
