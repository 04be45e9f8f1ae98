export * from './remote-manifest';
