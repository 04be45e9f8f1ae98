// Fuzzing the platform routes (identity, tenancy, account, settings, features, sign-in,
// releases: every route the OpenAPI document does not describe): fuzz/fuzz-suite.ts.
import { describeFuzz } from './fuzz/fuzz-suite';

describeFuzz('fuzzing the platform API', (_route, documented) => !documented, {
  portfolio: false,
});
