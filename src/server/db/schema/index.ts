export * from './auth';
export * from './profiles';
export * from './outreach';
export * from './limits';
export * from './notifications';
export * from './community';
export * from './security';
export * from './api-tokens';
