// Fuzzing the platform routes (identity, tenancy, account, settings, features, sign-in,
// releases: every route that is not a business call): fuzz/fuzz-suite.ts.
import { describeFuzz } from './fuzz/fuzz-suite';

describeFuzz('fuzzing the platform API', (_route, documented) => !documented, {
  portfolio: false,
});
