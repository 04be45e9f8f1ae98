// `node --import tsx src/product-template-cli.ts <folder>`: makes the product template in
// <folder> (an empty or missing folder), for CRM_E2E_TEMPLATE_DIR (scripts/test.mjs).
import { mkdirSync } from 'node:fs';
import { createProductTemplate } from './product-template';

const folder = process.argv[2];
if (!folder) throw new Error('usage: product-template-cli.ts <folder>');
mkdirSync(folder, { recursive: true });
await createProductTemplate(folder);
console.log(`product template in ${folder}`);
