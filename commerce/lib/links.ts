/** The category a listed item links to, in the fields list items carry (products and posts alike). */
export function categoryLink(row: { category_code: string; category_title: string; category_url: string }) {
  return { category_code: row.category_code, category_title: row.category_title, category_url_without_domain: row.category_url };
}
