#!/usr/bin/env node
// `pnpm restore FROM [--to-time T]`: see backup.mjs, which does both.
import './backup.mjs';
