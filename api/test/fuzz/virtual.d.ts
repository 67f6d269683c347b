// The validator api/test/fuzz/jsonapi-validator-plugin.ts generates from the vendored schema.
declare module "virtual:jsonapi-validator" {
  interface ValidationError {
    instancePath: string;
    message?: string;
  }
  const validate: ((document: unknown) => boolean) & {
    errors?: ValidationError[] | null;
  };
  export default validate;
}
