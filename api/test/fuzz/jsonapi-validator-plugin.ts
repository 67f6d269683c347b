import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv from "ajv";
import standaloneCode from "ajv/dist/standalone";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:jsonapi-validator";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `virtual:jsonapi-validator`: the vendored JSON:API 1.0 schema compiled by Ajv in Node into
 * standalone code. workerd forbids `new Function`, so Ajv cannot compile inside the tests.
 * `uri-reference` is accepted unchecked: error documents carry no links, and Ajv's format
 * checks live in a separate package.
 */
export function jsonApiValidator(): Plugin {
  return {
    name: "jsonapi-validator",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const require = createRequire(import.meta.url);
      const schema = JSON.parse(readFileSync(new URL("./jsonapi-1.0.schema.json", import.meta.url), "utf8"));
      const ajv = new Ajv({
        code: { source: true, esm: true },
        allErrors: true,
        // The official schema is not written for Ajv's strict mode (untyped keywords).
        strict: false,
        formats: { "uri-reference": true },
      });
      ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json"));
      return standaloneCode(ajv, ajv.compile(schema));
    },
  };
}
