// The admin's Reports (issue 32): the query, and what each service answers. Exported apart, as
// `@atelier/contracts/reports`, so the schemas every shopper's fetch loads (the package's index)
// do not carry the admin's reports.
export * from './report-period.js';
export * from './sales-report.schema.js';
export * from './catalog-report.schema.js';
export * from './signups-report.schema.js';
