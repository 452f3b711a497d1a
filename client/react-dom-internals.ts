/**
 * The browser bundle's `react-dom` (vite.config.ts aliases it here; the server keeps the package).
 * `react-dom/client`, the only React DOM module the shop imports in the browser, needs of
 * `react-dom` just this object: the dispatcher it replaces with its own at start (resource hints,
 * form resets), the update priority and `findDOMNode`. The rest of that module (createPortal,
 * flushSync, preload, useFormStatus, ...) is CommonJS the bundler cannot shake out, 0.6 KB gzipped
 * on every page that no shop code calls; a shop module importing one of them fails the build (the
 * name is not exported here). Copied from react-dom/cjs/react-dom.production.js of the pinned
 * version; tests/node/js-budget.test.ts checks that it still has that module's shape.
 * docs/decisions/0018-javascript-budget.md.
 */
function noop(): void {}

export const __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = {
  d: {
    f: noop,
    // requestFormReset on an element that is not a form React rendered (React's error 522).
    r: (): never => {
      throw Error("Minified React error #522; visit https://react.dev/errors/522 for the full message or use the non-minified dev environment for full errors and additional helpful warnings.");
    },
    D: noop,
    C: noop,
    L: noop,
    m: noop,
    X: noop,
    S: noop,
    M: noop,
  },
  p: 0,
  findDOMNode: null as unknown,
};
