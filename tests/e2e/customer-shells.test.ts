import { describe, expect, inject, it } from 'vitest';
import { keepEssentialCookiesOnly, newVisitor, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');

const customer = () => {
  const account = runtime.accounts.find((candidate) => !candidate.admin);
  if (!account) throw new Error('compte client de démonstration absent');
  return account;
};

/**
 * The sign-in page and the signed-in area paint before their JavaScript: their HTML is prerendered
 * (the login form; each page's frame with a skeleton, no one's data), and the page keeps still when the
 * data arrives. The long public texts keep their prerendered HTML and bring their code when reached for.
 */
describe('pages painted before their JavaScript', () => {
  const browser = useBrowser();

  it('serves /connexion with its form and /dashboard with the layout and a skeleton, without anyone’s data', async () => {
    const login = await (await fetch(`${runtime.site}/connexion?redirect=%2Fpackages`)).text();
    expect(login).toMatch(/<form class="form"/);
    expect(login).toMatch(/name="email"|type="email"/);
    expect(login).toMatch(/Se connecter/);
    const dashboard = await fetch(`${runtime.site}/dashboard`);
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toMatch(/class="site-header/);
    expect(html).toMatch(/class="site-main"/);
    expect(html).toMatch(/page-skeleton/);
    expect(html).toMatch(/Chargement de votre espace/);
    expect(html).not.toMatch(new RegExp(customer().email.replace(/[.+]/g, '\\$&')));
  });

  it('sends a signed-out visitor from /dashboard to /connexion without showing the page’s frame', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      // The app's scripts never arrive: what shows is the prerendered HTML and index.html's first script.
      await context.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/dashboard');
      expect(await page.locator('.page-skeleton').isVisible()).toBe(false);
      await context.unroute('**/assets/*.js');
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/connexion');
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the dashboard still while its data arrives (layout shift under 0.02)', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      const account = customer();
      await page.goto('/connexion');
      await keepEssentialCookiesOnly(page);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
      await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      // A load from the server, as a person opening their dashboard: the shift counted from the first paint.
      await page.addInitScript(`window.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value; }).observe({ type: 'layout-shift', buffered: true });`);
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: /Bonjour/ }).waitFor();
      await page.waitForTimeout(500);
      const shift = (await page.evaluate('window.__shift')) as number;
      await screenshot(page, 'tableau-de-bord-charge');
      expect(shift).toBeLessThan(0.02);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a question of the prerendered FAQ at the first click, its code coming with the click', async () => {
    const { page, context, pageErrors, consoleErrors } = await newVisitor(browser(), runtime.site);
    try {
      await page.goto('/faq', { waitUntil: 'networkidle' });
      const question = page.locator('.question-group').first().getByRole('button').first();
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      await question.click();
      await page.locator('.question-group button[aria-expanded="true"]').first().waitFor();
      await page.getByRole('searchbox', { name: 'Rechercher une question' }).fill('stockage');
      await page.getByText(/question(s)? trouvée/).first().waitFor();
      // A link of the prerendered text moves within the app.
      await page.goto('/cgv', { waitUntil: 'networkidle' });
      await page.locator('[data-island="cgv"] a[href="/confidentialite"]').first().click();
      await page.getByRole('heading', { level: 1, name: /confidentialité/i }).waitFor();
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
