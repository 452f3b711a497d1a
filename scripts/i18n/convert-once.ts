// One-off conversion (issue 15): moves every seed text out of the TypeScript sources into
// per-language files keyed by stable ids. Inline per-language objects ({ hr, en, …, cnr }) and
// positional "a|b|…" strings become t("<id>") / "<id>", their texts go to
// i18n/<lang>/{catalog,content,pages}.json. Run once; the result is committed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

const ROOT = join(dirname(new URL(import.meta.url).pathname), "..", "..");
const LANGS = ["hr", "en", "sl", "de", "it", "es", "sr", "bs", "cnr"];
const SEED = join(ROOT, "commerce", "seed");

const files = process.argv.slice(2).map((f) => join(ROOT, f));
const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true, strict: true, noEmit: true });
const checker = program.getTypeChecker();

type Texts = Record<string, Record<string, unknown>>; // lang → id → value
const out: Record<string, Texts> = {}; // area → lang → id → value
const used = new Set<string>();

function areaOf(file: string): string {
  const rel = relative(SEED, file);
  if (rel.startsWith("catalog/")) return "catalog";
  if (rel.startsWith("content/")) return "content";
  return "pages";
}

/** Top-level arrow helpers of the file (e.g. comment lines' f()/a()), so literals that call them evaluate. */
function prelude(sf: ts.SourceFile): string {
  const parts: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) if (d.initializer && ts.isArrowFunction(d.initializer)) parts.push(`const ${d.name.getText(sf)} = ${d.initializer.getText(sf)};`);
  }
  return ts.transpileModule(parts.join("\n"), { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
}

function evaluate(node: ts.Node, sf: ts.SourceFile): unknown {
  const js = ts.transpileModule(`(${node.getText(sf)})`, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  return new Function(`${prelude(sf)}\nreturn ${js.trim().replace(/;$/, "")}`)();
}

function propName(n: ts.PropertyName, sf: ts.SourceFile): string {
  if (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n)) return n.text;
  return n.getText(sf);
}

/** The string value of a `code` property of an object literal, or of a call's first argument. */
function codeOf(n: ts.Node): string | null {
  if (ts.isObjectLiteralExpression(n)) {
    for (const p of n.properties) if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === "code" && ts.isStringLiteral(p.initializer)) return p.initializer.text;
  }
  if (ts.isCallExpression(n)) {
    const a = n.arguments[0];
    if (a && ts.isStringLiteral(a)) return a.text;
    if (a && ts.isObjectLiteralExpression(a)) return codeOf(a);
  }
  return null;
}

function slug(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** A stable id: the file, then names and codes from the outside in; array positions only where nothing names the element. */
function idOf(node: ts.Node, sf: ts.SourceFile, english: string | null): string {
  const segs: string[] = [];
  let child: ts.Node = node;
  let p: ts.Node | undefined = node.parent;
  let coded = false;
  let first = true;
  let named = false;
  while (p && !ts.isSourceFile(p)) {
    if (ts.isPropertyAssignment(p) && p.initializer === child) segs.push(propName(p.name, sf));
    else if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) { if (!coded) segs.push(p.name.text); }
    else if (ts.isCallExpression(p) && p.arguments.includes(child as ts.Expression)) {
      const i = p.arguments.indexOf(child as ts.Expression);
      const sig = checker.getResolvedSignature(p);
      const param = sig?.parameters[i]?.name ?? `arg${i}`;
      const code = i > 0 ? codeOf(p) : null;
      segs.push(param);
      if (code) { segs.push(code); coded = true; }
    } else if (ts.isArrayLiteralExpression(p)) {
      const code = codeOf(child);
      if (!code && !coded) {
        // A product row: [titles, facts] — named by its English title.
        if (english && first && p.elements.indexOf(child as ts.Expression) === 0) { segs.push(slug(english)); named = true; }
        else if (named) named = false; // the row is already named by its title
        else segs.push(String(p.elements.indexOf(child as ts.Expression)));
      }
    } else if (ts.isObjectLiteralExpression(p)) {
      const code = codeOf(p);
      if (code && !coded) { segs.push(code); coded = true; }
    }
    child = p;
    p = p.parent;
    first = false;
  }
  const file = relative(SEED, sf.fileName).replace(/\.ts$/, "").replace(/\//g, ".");
  let id = [file, ...segs.reverse()].join(".");
  if (used.has(id)) {
    let n = 2;
    while (used.has(`${id}~${n}`)) n++;
    id = `${id}~${n}`;
  }
  used.add(id);
  return id;
}

function put(area: string, id: string, byLang: Record<string, unknown>) {
  out[area] ??= {};
  for (const lang of LANGS) {
    out[area]![lang] ??= {};
    out[area]![lang]![id] = byLang[lang];
  }
}

const isPipeString = (n: ts.Node): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && n.text.split("|").length === LANGS.length;

let converted = 0;
for (const file of files) {
  const sf = program.getSourceFile(file)!;
  const area = areaOf(file);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    // { hr: …, en: …, …, cnr: … }
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((p) => (ts.isPropertyAssignment(p) ? propName(p.name, sf) : "?"));
      if (names.length === LANGS.length && LANGS.every((l) => names.includes(l))) {
        const value = evaluate(node, sf) as Record<string, unknown>;
        const en = typeof value.en === "string" ? value.en : null;
        const id = idOf(node, sf, en);
        put(area, id, value);
        edits.push({ start: node.getStart(sf), end: node.getEnd(), text: `t(${JSON.stringify(id)})` });
        converted++;
        return;
      }
    }
    // tr("a|b|…")
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "tr" && node.arguments.length === 1 && isPipeString(node.arguments[0]!)) {
      const parts = (node.arguments[0] as ts.StringLiteral).text.split("|").map((s) => s.trim());
      const id = idOf(node, sf, parts[1] ?? null);
      put(area, id, Object.fromEntries(LANGS.map((l, i) => [l, parts[i]])));
      edits.push({ start: node.getStart(sf), end: node.getEnd(), text: `t(${JSON.stringify(id)})` });
      converted++;
      return;
    }
    // A bare "a|b|…" handed to a helper that calls tr() itself: the helper gets the id.
    if (isPipeString(node)) {
      const parts = node.text.split("|").map((s) => s.trim());
      const id = idOf(node, sf, parts[1] ?? null);
      put(area, id, Object.fromEntries(LANGS.map((l, i) => [l, parts[i]])));
      edits.push({ start: node.getStart(sf), end: node.getEnd(), text: JSON.stringify(id) });
      converted++;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (edits.length === 0) continue;
  let text = sf.getFullText();
  for (const e of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, e.start) + e.text + text.slice(e.end);
  writeFileSync(file, text);
  console.log(`${relative(ROOT, file)}: ${edits.length}`);
}

for (const [area, byLang] of Object.entries(out)) {
  for (const [lang, texts] of Object.entries(byLang)) {
    const file = join(ROOT, "i18n", lang, `${area}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(texts, null, 2) + "\n");
  }
}
console.log(`converted ${converted} texts into ${Object.keys(out).length} areas × ${LANGS.length} languages`);
void readFileSync;
