// The fixtures every test target shares live in one module (Tests/Fixtures/TestSupport); exported here, so each
// test file sees them as it sees its own target's helpers, wherever the file is kept.
@_exported import TestSupport
