type Store = Pick<Storage, "setItem">;

/** Click ids are URL-safe tokens; anything else (markup, megabytes) is not stored. */
const TOKEN = /^[\w.~-]{1,256}$/;

/**
 * First-visit parameters (docs/behaviour/07-api.md): the ad click id `gclid` is kept across visits in
 * localStorage, the referral `rcmndref` for this visit in sessionStorage.
 */
export function saveFirstVisitParams(search: string, local: () => Store, session: () => Store): void {
  const q = new URLSearchParams(search);
  const put = (store: () => Store, key: string) => {
    const value = q.get(key);
    if (value === null || !TOKEN.test(value)) return;
    try {
      store().setItem(key, value);
    } catch {
      // storage disabled or full: attribution is lost, the page is not
    }
  };
  put(local, "gclid");
  put(session, "rcmndref");
}
