// Ambient declarations for what webpack handles in every front-end package.
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare const __DEV__: boolean;
