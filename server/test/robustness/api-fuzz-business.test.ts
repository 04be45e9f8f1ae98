// Fuzzing the business calls (the routes the OpenAPI document describes): fuzz/fuzz-suite.ts.
import { describeFuzz } from './fuzz/fuzz-suite';

describeFuzz('fuzzing the business API', (_route, documented) => documented, {
  portfolio: true,
});
