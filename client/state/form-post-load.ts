/**
 * The forms' post (./form-post.ts) as a chunk of their own: the account's and checkout's forms
 * start loading it when the shopper reaches for one (`formIntent`: the focus in it, a pointer over
 * it) and the submit awaits it, so no page carries it at first view
 * (docs/decisions/0018-javascript-budget.md); every form posts without JavaScript too.
 */
export const loadFormPost = () => import("./form-post");

/** Spread on a form: reaching for it loads the post before the submit needs it. */
export const formIntent = { onFocus: () => void loadFormPost(), onPointerEnter: () => void loadFormPost() };
