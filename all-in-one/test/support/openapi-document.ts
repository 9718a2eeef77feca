// The OpenAPI document a store serves, and answers checked against its schemas with Ajv (JSON
// Schema 2020-12, OpenAPI 3.1's dialect).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

export type JsonSchema = Record<string, unknown> & { $ref?: string };

export interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

export async function loadDocument(url: string): Promise<OpenApiDocument> {
  const answer = await fetch(`${url}/api/openapi.json`);
  if (answer.status !== 200) throw new Error(`/api/openapi.json answered ${answer.status}`);
  return (await answer.json()) as OpenApiDocument;
}

/** `/api/products/{id}` back to the route table's `/api/products/:id`. */
export const routePath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

const DOCUMENT_ID = 'https://atelier.invalid/openapi.json';
// ajv-formats is CommonJS: its default export arrives as the module object under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/** Points a schema's `#/components/...` references at the document's. */
const anchored = (schema: unknown): unknown =>
  Array.isArray(schema)
    ? schema.map(anchored)
    : schema && typeof schema === 'object'
      ? Object.fromEntries(
          Object.entries(schema).map(([key, value]) => [
            key,
            key === '$ref' && typeof value === 'string' && value.startsWith('#/')
              ? `${DOCUMENT_ID}${value}`
              : anchored(value),
          ]),
        )
      : schema;

/** Checks values against the document's schemas: the answers of a real store, the fuzzer's inputs. */
export class SchemaChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<JsonSchema, ReturnType<Ajv2020['compile']>>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  }

  /** The problems of `value` against `schema` (a schema from the document), none when it fits. */
  problems(schema: JsonSchema, value: unknown): string[] {
    let validate = this.compiled.get(schema);
    if (!validate) this.compiled.set(schema, (validate = this.ajv.compile(anchored(schema) as object)));
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
  }

  operation(method: string, path: string): Operation {
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    return operation;
  }

  /**
   * Problems of a real answer: its status must be one the operation documents, and its JSON body
   * must fit the schema documented for that status.
   */
  answerProblems(method: string, path: string, status: number, body: unknown): string[] {
    const response = this.operation(method, path).responses[String(status)];
    if (!response) return [`status ${status} is not documented`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return body === undefined || body === '' ? [] : ['a body where none is documented'];
    return this.problems(schema, body);
  }
}
