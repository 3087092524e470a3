// Jest (on Node < 24.9) cannot require() the ES-module-only `cookie` package that Fastify's inject
// (light-my-request) loads; inject only needs this function, for request cookies.
'use strict';
exports.stringifySetCookie = ({ name, value }) => `${name}=${encodeURIComponent(value)}`;
