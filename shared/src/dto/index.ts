// Request and response shapes of the business calls (baskets, contracts, reports, utilities,
// import), shared by the server (validation, OpenAPI) and the remotes.
export * from './common';
export * from './normalized-text';
export * from './email-address';
export * from './tenant';
export * from './basket';
export * from './contract';
export * from './report-common';
export * from './report-holdings';
export * from './report-returns';
export * from './report-ledger';
export * from './wage';
export * from './basket-admin';
export * from './questionnaire-admin';
