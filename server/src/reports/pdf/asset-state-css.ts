// Print styles of the asset-state PDF.
export const ASSET_STATE_CSS = `
* { box-sizing: border-box; }
body { font-family: 'Vazirmatn', sans-serif; font-size: 10px; color: #1b1b1b; margin: 0; }
h1 { font-size: 17px; margin: 0 0 8px; }
h2 { font-size: 12.5px; margin: 16px 0 6px; border-bottom: 1px solid #999; padding-bottom: 2px; }
dl { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0 0 6px; }
dl div { display: flex; gap: 6px; }
dt { color: #555; }
dt::after { content: ':'; }
dd { margin: 0; font-weight: 700; }
table { width: 100%; border-collapse: collapse; page-break-inside: auto; }
tr { page-break-inside: avoid; }
thead { display: table-header-group; }
th, td { border: 1px solid #c8c8c8; padding: 3px 5px; text-align: start; vertical-align: top; }
thead th, tfoot th { background: #f0f0f0; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.sheet { width: 60%; }
table.sheet th { font-weight: 400; width: 60%; }
tr.strong th, tr.strong td { font-weight: 700; background: #f7f7f7; }
p.none { color: #666; }
`;
