// The host provides every singleton it starts with eagerly, inside this entry (decision 0006 §3),
// so it needs no async boundary before them: the start-up code comes in the same file instead of
// one more step of requests after it.
import './bootstrap';
