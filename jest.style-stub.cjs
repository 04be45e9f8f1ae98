// Stylesheets and fonts mean nothing to unit tests.
module.exports = {};
