import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { HydratedProvider } from '../lib/hydrated.ts';

describe('Button', () => {
  afterEach(cleanup);

  it('renders a submit button disabled on the server, so a form cannot be sent by the browser (a GET with its fields) before hydration', () => {
    // Under the root layout's provider, as every page is.
    const html = renderToString(
      <HydratedProvider>
        <form>
          <input name="password" defaultValue="secret" />
          <Button type="submit">Login</Button>
          <Button>Show password</Button>
        </form>
      </HydratedProvider>,
    );
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Login<\/button>/);
    expect(html).toMatch(/<button type="button"(?![^>]*disabled="")[^>]*>Show password<\/button>/);
  });

  it('enables it once rendered in the browser', () => {
    render(<Button type="submit">Login</Button>);
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
