// `npm start`: the built server in production mode unless NODE_ENV says otherwise (development
// mode, with error details and GraphiQL, is `npm run dev`).
process.env.NODE_ENV ??= 'production';
await import('../dist/main.js');
