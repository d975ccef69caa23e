// Package entry point: the one barrel file of the contract.
export * from './endpoint';
export * from './messages';
export * from './constants';
export * from './moderation-status';
export * from './system/error-response';
export * from './system/get-health';
export * from './auth/login';
export * from './auth/get-current-user';
export * from './auth/logout';
