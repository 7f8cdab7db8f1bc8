/**
 * Pure calculations for legal deadlines: calendar days, federal legal holidays, court deadlines
 * under Fed. R. Civ. P. 6, statute-of-limitations dates, wall-clock reminder times in a time
 * zone, and the starter table of limitation periods. No database, no I/O.
 */
export * from './days';
export * from './holidays';
export * from './court-rules';
export * from './statute';
export * from './zoned-time';
export * from './starter-rules';
