// Every api resource folder has one shape (docs/contract.md "An api resource"): its routes in
// routes.ts with the handlers written inline, its input through middleware (no handler parses the
// request, and none parses it only to throw the result away), and one fixed file set beside
// named files for heavy writes. The folders written before the recipe are listed below until they
// are converted; the list may only shrink: a listed folder that passes fails this test until it
// leaves the list.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const RESOURCES = "api/src/resources";

/** Folders not yet converted to the recipe (issue 46). Only ever remove a name. */
const NOT_YET: string[] = [];

/** The layouts the recipe replaces: a routes file per concern, a responder, read/write halves. */
const OLD_LAYOUT = /(^|-)routes\.ts$|^respond\.ts$|^read\.ts$|^write\.ts$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.test)?\.ts$/;
/** The request's parsers: the input middlewares of api/src/jsonapi/request-input.ts call them. */
const PARSERS = new Set(["parseQuery", "readResourceDocument", "readJsonBody", "checkQuery"]);
/** A parser's name: its result is what it is called for (a bulk write's items are parsed one by one). */
const PARSER_NAME = /^parse[A-Z]|^check\w*Query$|^read\w*(Document|Body|Query|Input)$/;
const RESPONDS = /\bc\.(json|body|text|redirect)\(|\bsend(Document|List)\(/;
const ROUTE_METHODS = new Set(["get", "post", "put", "patch", "delete", "all", "on", "options"]);

interface File {
  name: string;
  text: string;
  source: ts.SourceFile;
}

function filesOf(folder: string, prefix = ""): File[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesOf(path, `${prefix}${name}/`);
    const text = readFileSync(path, "utf8");
    return [{ name: `${prefix}${name}`, text, source: ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true) }];
  });
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined;

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The functions a file exports: declarations and `export const f = (…) => …`. */
function exportedFunctions(source: ts.SourceFile): { name: string; fn: ts.FunctionLikeDeclaration }[] {
  return source.statements.flatMap((statement): { name: string; fn: ts.FunctionLikeDeclaration }[] => {
    if (ts.isFunctionDeclaration(statement) && isExported(statement) && statement.name) return [{ name: statement.name.text, fn: statement }];
    if (ts.isVariableStatement(statement) && isExported(statement))
      return statement.declarationList.declarations.flatMap((d) =>
        d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)) && ts.isIdentifier(d.name)
          ? [{ name: d.name.text, fn: d.initializer }]
          : [],
      );
    return [];
  });
}

const takesContext = (fn: ts.FunctionLikeDeclaration) =>
  fn.parameters.some((p) => p.type && ts.isTypeReferenceNode(p.type) && p.type.typeName.getText() === "Context");

/** What keeps one resource folder from the recipe; empty when it follows it. */
export function recipeBreaches(files: File[]): string[] {
  const found: string[] = [];
  const routes = files.find((f) => f.name === "routes.ts");
  if (!routes) found.push("no routes.ts");
  for (const file of files) {
    const [dir, ...rest] = file.name.split("/");
    const base = rest.length > 0 ? rest.join("/") : dir;
    if (rest.length > 0 && dir !== "plan") found.push(`${file.name}: only plan/ may be a subfolder`);
    if (!KEBAB.test(base.split("/").pop()!)) found.push(`${file.name}: not a kebab-case .ts file`);
    if (OLD_LAYOUT.test(base) && file.name !== "routes.ts") found.push(`${file.name}: routes and responses belong in routes.ts`);
    if (file.name.endsWith(".test.ts")) continue;
    let apps = 0;
    walk(file.source, (node) => {
      if (ts.isNewExpression(node) && node.expression.getText() === "Hono") apps += 1;
      if (ts.isCallExpression(node) && PARSERS.has(calleeName(node) ?? ""))
        found.push(`${file.name}: calls ${calleeName(node)}; the request's input comes through middleware (jsonapi/request-input.ts)`);
      if (ts.isExpressionStatement(node)) {
        const expression = ts.isAwaitExpression(node.expression) ? node.expression.expression : node.expression;
        if (ts.isCallExpression(expression) && PARSER_NAME.test(calleeName(expression) ?? ""))
          found.push(`${file.name}: calls ${calleeName(expression)} and throws its result away`);
      }
      if (ts.isTypeReferenceNode(node) && node.typeName.getText() === "Context" && !node.typeArguments && ts.isParameter(node.parent))
        found.push(`${file.name}: a parameter takes a bare Context`);
    });
    if (file !== routes && apps > 0) found.push(`${file.name}: builds a Hono app; a resource has one, in routes.ts`);
    if (file === routes && apps !== 1) found.push(`routes.ts: builds ${apps} Hono apps, not one`);
    for (const { name, fn } of exportedFunctions(file.source))
      if (takesContext(fn) && RESPONDS.test(fn.getText())) found.push(`${file.name}: ${name} answers the request; a handler is written inline in routes.ts`);
  }
  if (routes) {
    const exported = routes.source.statements.filter(
      (s) =>
        ts.isVariableStatement(s) && isExported(s) && s.declarationList.declarations.some((d) => d.initializer && /new Hono\b/.test(d.initializer.getText())),
    );
    if (exported.length !== 1) found.push("routes.ts: does not export its Hono app");
    walk(routes.source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || !ROUTE_METHODS.has(node.expression.name.text)) return;
      const last = node.arguments[node.arguments.length - 1];
      if (last === undefined || node.arguments.length < 2) return;
      const inline =
        ts.isArrowFunction(last) ||
        ts.isFunctionExpression(last) ||
        (ts.isCallExpression(last) && calleeName(last) === "methodNotAllowed") ||
        (ts.isSpreadElement(last) && ts.isCallExpression(last.expression) && calleeName(last.expression) === "createHandlers");
      if (!inline)
        found.push(`routes.ts: ${node.expression.name.text}(${node.arguments[0].getText()}) hands over to ${last.getText()}; write the handler inline`);
    });
  }
  return found;
}

const folders = readdirSync(RESOURCES).filter((name) => statSync(join(RESOURCES, name)).isDirectory());

describe("the api resource recipe", () => {
  it("every resource folder not listed as not yet converted follows it", () => {
    const breaches = folders.filter((f) => !NOT_YET.includes(f)).flatMap((f) => recipeBreaches(filesOf(join(RESOURCES, f))).map((b) => `${f}/${b}`));
    expect(breaches).toEqual([]);
  }, 60_000);

  it("lists only folders that exist and still break it (the list only shrinks)", () => {
    const stale = NOT_YET.filter((f) => !folders.includes(f) || recipeBreaches(filesOf(join(RESOURCES, f))).length === 0);
    expect(stale).toEqual([]);
  }, 60_000); // parses every file of the unconverted folders, slow on a loaded machine

  const file = (name: string, text: string): File => ({ name, text, source: ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true) });
  const app = 'export const r = new Hono<AppEnv>().get("/:id", q, async (c) => c.json({}));';

  it("passes a folder in its shape", () => {
    expect(recipeBreaches([file("routes.ts", app), file("queries.ts", "export const f = (db: Database) => db;"), file("merge.ts", "")])).toEqual([]);
  });

  it("finds what it is there to find", () => {
    const breaches = (files: File[]) => recipeBreaches(files).join("\n");
    expect(breaches([file("queries.ts", "")])).toMatch(/no routes\.ts/);
    expect(breaches([file("routes.ts", app), file("write-routes.ts", "")])).toMatch(/write-routes\.ts: routes and responses belong in routes\.ts/);
    expect(breaches([file("routes.ts", app), file("respond.ts", "")])).toMatch(/respond\.ts/);
    expect(breaches([file("routes.ts", app), file("fooBar.ts", "")])).toMatch(/not a kebab-case/);
    expect(breaches([file("routes.ts", 'export const r = new Hono<AppEnv>().get("/", show);')])).toMatch(/hands over to show/);
    expect(breaches([file("routes.ts", 'export const r = new Hono<AppEnv>().get("/", (c) => { parseQuery(p, spec); return c.json({}); });')])).toMatch(
      /calls parseQuery/,
    );
    expect(breaches([file("routes.ts", app), file("bulk.ts", "export function f(v: unknown) { parseValues(schema, v); }")])).toMatch(
      /calls parseValues and throws its result away/,
    );
    expect(breaches([file("routes.ts", app), file("create.ts", "export async function createX(c: Context<AppEnv>) { return c.json({}); }")])).toMatch(
      /createX answers the request/,
    );
    expect(breaches([file("routes.ts", app), file("access.ts", "export const q = (c: Context) => c.req.url;")])).toMatch(/bare Context/);
    expect(breaches([file("routes.ts", `${app}\nexport const s = new Hono();`)])).toMatch(/builds 2 Hono apps/);
    expect(breaches([file("routes.ts", "const r = new Hono();")])).toMatch(/does not export its Hono app/);
  });
});
