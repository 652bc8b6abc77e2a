import { describe, expect, it } from 'vitest';
import { firstLoadFiles, type Manifest } from './bundle-size.ts';

// The shape Vite writes: the entry (index.html) imports shared chunks statically and pages dynamically.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_jsx-runtime.js'],
    dynamicImports: ['routes/home.tsx', 'routes/model.tsx', 'components/ui/toaster.tsx'],
  },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-b.js' },
  '_skeleton.js': { file: 'assets/skeleton-c.js', imports: ['_jsx-runtime.js', 'index.html'] },
  '_recharts.js': { file: 'assets/recharts-d.js' },
  'routes/home.tsx': { file: 'assets/home-e.js', imports: ['index.html', '_skeleton.js'] },
  'routes/model.tsx': { file: 'assets/model-f.js', imports: ['index.html', '_skeleton.js', '_recharts.js'] },
  'components/ui/toaster.tsx': { file: 'assets/toaster-g.js', imports: ['index.html'] },
  'styles.css': { file: 'assets/index-h.css' },
};

describe('the first load of / ', () => {
  it('counts the entry, the / route and their static imports, each once', () => {
    expect(firstLoadFiles(manifest).sort()).toEqual([
      'assets/home-e.js',
      'assets/index-a.js',
      'assets/jsx-runtime-b.js',
      'assets/skeleton-c.js',
    ]);
  });

  it('leaves out what loads on demand: other pages, their libraries, the toaster', () => {
    const files = firstLoadFiles(manifest);
    for (const file of ['assets/model-f.js', 'assets/recharts-d.js', 'assets/toaster-g.js']) {
      expect(files).not.toContain(file);
    }
  });

  it('refuses a manifest without the / route, rather than under-counting', () => {
    const { 'routes/home.tsx': _home, ...withoutHome } = manifest;
    expect(() => firstLoadFiles(withoutHome)).toThrow('no chunk for routes/home.tsx');
  });
});
