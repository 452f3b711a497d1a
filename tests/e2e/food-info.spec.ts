import { expect, test, waitForHydration } from "./fixtures";

/**
 * What a shopper sees of a food before buying it (Reg. (EU) No 1169/2011 Art. 14, Directive
 * 98/6/EC; docs/decisions/0015-food-shop-rules.md), on a product page of three sites: the unit
 * price beside the price, the ingredients with the allergens in bold, the nutrition table.
 */
test("product pages on /, /de/ and /it/ show the unit price, bold allergens and the nutrition table", async ({ page }) => {
  const cases = [
    { path: "/proizvodi/alpski-vocni-muesli-proizvod-33/", allergen: "Zobene pahuljice", heading: "Informacije o hrani", energy: "Energija", unit: /\d+,\d\d\s€\/kg/ },
    { path: "/de/produkte/alpen-fruechtemuesli-product-33/", allergen: "Haferflocken", heading: "Lebensmittelinformationen", energy: "Energie", unit: /\d+,\d\d\s€\/kg/ },
    { path: "/it/prodotti/muesli-alpino-alla-frutta-prodotto-33/", allergen: "Fiocchi d'avena", heading: "Informazioni sull'alimento", energy: "Energia", unit: /\d+,\d\d\s€\/kg/ },
  ];
  for (const c of cases) {
    await page.goto(c.path);
    await waitForHydration(page);
    await expect(page.locator(".price-block .price-unit")).toHaveText(c.unit);
    const food = page.getByRole("region", { name: c.heading });
    await expect(food.locator(".food-ingredients strong").first()).toHaveText(c.allergen);
    // Bold as a shopper sees it, not only marked up.
    expect(Number(await food.locator(".food-ingredients strong").first().evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    const table = food.getByRole("table");
    await expect(table.getByRole("rowheader", { name: c.energy })).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(8);
  }
});
