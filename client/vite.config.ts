import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // The app asks before it reloads into a new version (workbox-window prompt in src/app/UpdatePrompt).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Codeyard — coding school',
        short_name: 'Codeyard',
        description: 'Learn to code with blocks, web pages and Python, even when the internet is down.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f7fafc',
        theme_color: '#2b6cb0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        // The API and the developer outbox are never answered from the app-shell cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/health$/],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false },
});
