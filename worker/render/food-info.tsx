import { renderToStaticMarkup } from "react-dom/server";
import type { FoodInfo, Nutrition } from "../../shared/contract/catalog";
import { label } from "../../shared/labels";
import type { Labels } from "../../shared/contract/app";

/**
 * The product page's food information (Regulation (EU) No 1169/2011, Art. 14: shown before the
 * purchase; docs/decisions/0015-food-shop-rules.md): ingredients with the allergens in bold, the
 * allergens and possible traces named, the nutrition declaration per 100 g or 100 ml as a table,
 * net quantity, storage and use, origin and the food business operator. A cosmetic shows its INCI
 * list; a food supplement its warning instead of a nutrition table.
 *
 * `food.ingredients` must be sanitised already (the product loader does it, as for descriptions).
 * Rendered by the server only, to HTML the screen inserts as it is: it changes nothing while the
 * shopper is on the page, so it costs the page no script (tests/node/js-budget.test.ts).
 */
export function foodInfoHtml(food: FoodInfo, netQuantities: string[], labels: Labels, locale: string): string {
  const t = (key: string) => label(labels, key, undefined, locale);
  return renderToStaticMarkup(<FoodSection food={food} net={netQuantities} t={t} locale={locale} />);
}

const NUTRITION_ROWS: { key: keyof Nutrition; label: string; sub?: boolean }[] = [
  { key: "fat", label: "food_fat" },
  { key: "saturates", label: "food_saturates", sub: true },
  { key: "carbohydrate", label: "food_carbohydrate" },
  { key: "sugars", label: "food_sugars", sub: true },
  { key: "fibre", label: "food_fibre" },
  { key: "protein", label: "food_protein" },
  { key: "salt", label: "food_salt" },
];

function FoodSection({ food, net, t, locale }: { food: FoodInfo; net: string[]; t: (key: string) => string; locale: string }) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const grams = (n: number) => `${number.format(n)} g`;
  const names = (codes: readonly string[]) => codes.map((a) => t(`allergen_${a}`)).join(", ");
  const cosmetic = food.type === "cosmetic";
  const n = food.nutrition;
  const per = n ? t(n.basis === "100ml" ? "food_per_100ml" : "food_per_100g") : "";
  return (
    <section className="food-info" aria-labelledby="food-info-title">
      <h2 id="food-info-title">{t("food_info")}</h2>
      <div className="food-info-text">
        <h3>{t(cosmetic ? "food_ingredients_inci" : "food_ingredients")}</h3>
        <p className="food-ingredients" dangerouslySetInnerHTML={{ __html: food.ingredients }} />
        {food.organic && food.ingredients.includes("*") && <p className="food-note">{t("food_organic_note")}</p>}
        {!cosmetic && (
          <>
            <h3>{t("food_allergens")}</h3>
            <p className="food-allergens">{food.allergens.length > 0 ? names(food.allergens) : t("food_allergens_none")}</p>
            {food.traces.length > 0 && (
              <p className="food-traces">
                {t("food_traces")}: {names(food.traces)}
              </p>
            )}
          </>
        )}
        {food.type === "supplement" && <p className="food-note">{t("food_supplement_note")}</p>}
        <dl className="food-facts">
          {net.length > 0 && (
            <>
              <dt>{t("food_net_quantity")}</dt>
              <dd>{net.join(" · ")}</dd>
            </>
          )}
          <dt>{t("food_storage")}</dt>
          <dd>{food.storage}</dd>
          <dt>{t("food_origin")}</dt>
          <dd>{food.origin}</dd>
          <dt>{t("food_operator")}</dt>
          <dd>{food.operator}</dd>
        </dl>
      </div>
      {n && (
        <table className="nutrition">
          <caption>
            {t("food_nutrition")} {per}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("food_nutrient")}</th>
              <th scope="col">{per}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t("food_energy")}</th>
              <td>
                {number.format(n.energy_kj)} kJ / {number.format(n.energy_kcal)} kcal
              </td>
            </tr>
            {NUTRITION_ROWS.map((row) => {
              const value = n[row.key];
              if (typeof value !== "number") return null;
              return (
                <tr key={row.key} className={row.sub ? "nutrition-sub" : undefined}>
                  <th scope="row">{t(row.label)}</th>
                  <td>{grams(value)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
