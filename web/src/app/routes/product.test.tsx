import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, cartLine, product } from '@/testing/fixtures';

describe('product page', () => {
  it('shows the loading text', async () => {
    mockApi({ 'GET /api/products/100': 'pending' });
    renderRoute('/product/100');
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
  });

  it.each(['/product/999', '/product/abc'])('shows Product Not Found for %s', async (path) => {
    mockApi({});
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('shows an error with a retry for a server error, not Product Not Found', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/products/100': () => (++attempts === 1 ? { status: 500, body: 'boom' } : { body: product() }),
      'GET /api/artists/1': { body: artist() },
    });
    renderRoute('/product/100');
    expect(
      await screen.findByRole('heading', { name: 'This piece could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Product Not Found')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tide Table' })).toBeInTheDocument();
  });

  it('shows everything of a piece in stock, and adds it to the cart (503 until the cart exists)', async () => {
    const { calls } = mockApi({
      'GET /api/products/100': {
        body: product({
          quantity: 2,
          story: 'Cut from one walnut.\nFinished by hand.',
          imageUrls: ['/demo/a-960.webp', '/demo/b-960.webp', '/demo/c-960.webp'],
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        }),
      },
      'GET /api/artists/1': { body: artist() },
      'POST /api/cart': {
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: 'x' },
      },
    });
    renderRoute('/product/100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tide Table' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tide Table by Mara Lind'));
    expect(screen.getByRole('link', { name: 'Back to Collections' })).toBeInTheDocument();
    expect(screen.getByText(/^By/)).toHaveTextContent('By Mara Lind');
    expect(screen.getByRole('link', { name: 'Winter Light' })).toHaveAttribute('href', '/collection/10');
    expect(screen.getByText('Limited: 2 available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Story Behind This Piece' })).toBeInTheDocument();
    expect(screen.getByText('Finished by hand.')).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$4,800');
    expect(screen.getByRole('link', { name: 'Buy Now - $4,800' })).toHaveAttribute('href', '/checkout/100');
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();

    // Gallery: three thumbnails in the 4-column grid; a click selects one.
    const thumbs = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup();
    await user.click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Tide Table' })).toHaveAttribute('src', '/demo/c-960.webp');

    const video = screen.getByTitle('Tide Table: product showcase video');
    expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(video).toHaveAttribute('loading', 'lazy');

    const about = screen.getByRole('region', { name: 'About the Artist' });
    expect(within(about).getByRole('link')).toHaveAttribute('href', '/artist/1');
    expect(within(about).getByText('Sculptural woodwork')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to Add to Cart')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/cart');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      productId: 100,
      quantity: 1,
      sessionId: localStorage.getItem('atelier.sessionId'),
    });
  });

  it('a one-of-a-kind piece already in the cart says so and links to the cart; a reserved one says when to come back', async () => {
    let answer = {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'This piece is already in your cart' },
    };
    mockApi({
      'GET /api/products/100': { body: product() },
      'POST /api/cart': () => answer,
    });
    renderRoute('/product/100');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Already in Your Cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('Failed to Add to Cart')).not.toBeInTheDocument();

    const message = 'Reserved by another collector — check back in 9 minutes';
    answer = { status: 409, body: { statusCode: 409, error: 'Conflict', message } };
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(`${message}.`)).toBeInTheDocument();
  });

  it('says Added to Cart when the cart takes it', async () => {
    mockApi({
      'GET /api/products/100': { body: product({ artist: null, artistId: null }) },
      'POST /api/cart': { status: 201, body: cartLine({ productId: 100, name: 'Tide Table' }) },
    });
    renderRoute('/product/100');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(screen.getByText('Tide Table has been added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart');
    // No artist: the title names the brand, and there is no About the Artist card.
    expect(document.title).toBe('Tide Table by Atelier');
    expect(screen.queryByRole('region', { name: 'About the Artist' })).not.toBeInTheDocument();
  });

  it('shows the details table, Ask about this piece, and goes back to its own collection', async () => {
    mockApi({
      'GET /api/products/100': {
        body: product({
          dimensions: '84" W × 38" D × 29" H',
          materials: 'Black walnut',
          weight: null,
          edition: '1 of 1',
          leadTime: 'Ready to ship',
          provenance: 'Made in 2026; acquired from the artist',
          condition: null,
          certificate: 'Signed by the artist',
          makersMark: 'ML branded under the top',
        }),
      },
    });
    renderRoute('/product/100');
    const details = within(await screen.findByTestId('piece-details'));
    expect(details.getByText('Provenance').nextSibling).toHaveTextContent(
      'Made in 2026; acquired from the artist',
    );
    expect(details.getByText('Certificate of authenticity').nextSibling).toHaveTextContent(
      'Signed by the artist',
    );
    expect(details.getByText("Maker's mark").nextSibling).toHaveTextContent('ML branded under the top');
    expect(details.queryByText('Condition')).not.toBeInTheDocument();
    expect(details.getByText('Dimensions').nextSibling).toHaveTextContent('84" W × 38" D × 29" H');
    expect(details.getByText('Edition').nextSibling).toHaveTextContent('1 of 1');
    expect(details.getByText('Lead time').nextSibling).toHaveTextContent('Ready to ship');
    expect(details.queryByText('Weight')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask about this piece' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Collections' })).toHaveAttribute(
      'href',
      '/collection/10',
    );
  });

  it('the lightbox: an uploaded image without tiles falls back to the enlarged image, the arrows still step', async () => {
    const id = '0f8c2d5e-1b7a-4c3d-9e6f-2a4b6c8d0e1f';
    const { calls } = mockApi({
      'GET /api/products/100': {
        body: product({ imageUrls: [`/uploads/${id}-960.webp`, '/demo/products/tide-2-960.webp'] }),
      },
      'GET /api/artists/1': { body: artist() },
      [`GET /uploads/${id}.dzi`]: { status: 404, body: { statusCode: 404, message: 'No uploaded file' } },
    });
    renderRoute('/product/100');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enlarge image 1 of 2' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(calls.some((c) => c.path === `/uploads/${id}.dzi`)).toBe(true));
    await waitFor(() =>
      expect(dialog.getByRole('img', { name: 'Tide Table, image 1 of 2' })).toHaveAttribute(
        'src',
        `/uploads/${id}-960.webp`,
      ),
    );
    expect(dialog.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    expect(dialog.queryByTestId('deep-zoom')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByTestId('lightbox-position')).toHaveTextContent('2 / 2');
    // A demo image has no tiles to ask for.
    expect(calls.filter((c) => c.path.endsWith('.dzi'))).toHaveLength(1);
  });

  it('Ask about this piece: a short form naming the piece, its problems named, then sent and thanked', async () => {
    const { calls } = mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/artists/1': { body: artist() },
      'POST /api/products/100/enquiries': {
        status: 201,
        body: { id: 7, productId: 100, createdAt: '2026-11-29T14:00:00.000Z' },
      },
    });
    renderRoute('/product/100');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Ask about this piece' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask about this piece' }));
    expect(dialog.getByText('Tide Table by Mara Lind')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Phone')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Send question' }));
    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Message is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(dialog.getByLabelText('Name'), 'Ada Park');
    await user.type(dialog.getByLabelText('Email'), 'ada@example');
    await user.type(dialog.getByLabelText('Your question'), 'Is the walnut oiled?');
    await user.click(dialog.getByRole('button', { name: 'Send question' }));
    expect(dialog.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveFocus();
    await user.type(dialog.getByLabelText('Email'), '.com');
    expect(dialog.getByLabelText('Your question')).toHaveAttribute('maxlength', '2000');
    expect(dialog.getByText('20 / 2000')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send question' }));

    const thanks = await dialog.findByRole('heading', { name: 'Thank you, Ada Park.' });
    await waitFor(() => expect(thanks).toHaveFocus());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/products/100/enquiries');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      name: 'Ada Park',
      email: 'ada@example.com',
      message: 'Is the walnut oiled?',
      pieceName: 'Tide Table by Mara Lind',
    });
    await user.click(dialog.getByRole('button', { name: 'Back to the piece' }));
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("Ask about this piece: the service's 400 is put under its field, a 503 said as it comes", async () => {
    let answer = 0;
    mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/artists/1': { body: artist() },
      'POST /api/products/100/enquiries': () =>
        ++answer === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message: 'message: Message must be at most 2000 characters',
                issues: [{ path: 'message', message: 'Message must be at most 2000 characters' }],
              },
            }
          : {
              status: 503,
              body: {
                statusCode: 503,
                error: 'Service Unavailable',
                message:
                  'Your question could not be sent just now and nothing was kept. Please try again shortly.',
              },
            },
    });
    renderRoute('/product/100');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask about this piece' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Name'), 'Ada');
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Your question'), 'Hello?');
    await user.click(dialog.getByRole('button', { name: 'Send question' }));
    expect(await dialog.findByText('Message must be at most 2000 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send question' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/nothing was kept/);
  });

  it("an available piece shows More by its artist: the artist's other pieces to be had, not itself or sold ones", async () => {
    mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/artists/1': { body: artist() },
      'GET /api/products?artistId=1': {
        body: [
          product(),
          product({ id: 101, name: 'Shore Bench', quantity: 1 }),
          product({ id: 102, name: 'Gone Stool', quantity: 0 }),
        ],
      },
    });
    renderRoute('/product/100');
    const more = await screen.findByRole('region', { name: 'More by Mara Lind' });
    expect(within(more).getByRole('link', { name: 'Shore Bench' })).toHaveAttribute('href', '/product/101');
    expect(within(more).queryByText('Gone Stool')).not.toBeInTheDocument();
    expect(within(more).queryByText('Tide Table')).not.toBeInTheDocument();
  });

  it('a piece without details shows no details table; one in no collection goes back to the home page', async () => {
    mockApi({ 'GET /api/products/100': { body: product({ collection: null, collectionId: null }) } });
    renderRoute('/product/100');
    expect(await screen.findByRole('link', { name: 'Back to Collections' })).toHaveAttribute(
      'href',
      '/#collections',
    );
    expect(screen.queryByTestId('piece-details')).not.toBeInTheDocument();
  });

  it('the main image opens a lightbox: arrows step through, Esc closes and returns the focus', async () => {
    mockApi({
      'GET /api/products/100': { body: product({ imageUrls: ['a.webp', 'b.webp', 'c.webp'] }) },
    });
    renderRoute('/product/100');
    const user = userEvent.setup();
    const enlarge = await screen.findByRole('button', { name: 'Enlarge image 1 of 3' });
    await user.click(enlarge);
    const lightbox = await screen.findByRole('dialog', { name: /Tide Table/ });
    expect(within(lightbox).getByTestId('lightbox-position')).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByTestId('lightbox-position')).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(lightbox).getByTestId('lightbox-position')).toHaveTextContent('3 / 3');
    await user.click(within(lightbox).getByRole('button', { name: 'Next image' }));
    expect(within(lightbox).getByTestId('lightbox-position')).toHaveTextContent('1 / 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enlarge image 1 of 3' })).toHaveFocus());
  });

  it('shows a sold piece as Sold: no price, no buy actions, a commission of something similar', async () => {
    mockApi({
      'GET /api/products/100': {
        body: product({ quantity: 0, isLimitedQuantity: true, videoUrl: 'https://vimeo.com/1' }),
      },
    });
    renderRoute('/product/100');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('Sold');
    expect(screen.queryByText('$4,800')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commission something similar' })).toHaveAttribute(
      'href',
      '/commission?piece=Tide+Table&artist=Mara+Lind',
    );
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Limited:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Product Showcase' })).not.toBeInTheDocument();
    // Nor does its share text name a price.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Share on X' }));
    const shared = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text');
    expect(shared).toBe('Tide Table by Mara Lind');
    open.mockRestore();
  });

  it('shows a piece held by another checkout as Reserved, with when to check back, never as sold', async () => {
    const until = new Date(Date.now() + 7 * 60_000 - 1000).toISOString();
    mockApi({
      'GET /api/products/100': { body: product({ quantity: 0, reservedQuantity: 1, reservedUntil: until }) },
    });
    renderRoute('/product/100');
    expect(await screen.findByText('Reserved')).toBeInTheDocument();
    expect(screen.getByText(/check back in 7 minutes/)).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$4,800');
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
  });

  it('toggles the like, disabled while pending; a failure re-fetches the status silently', async () => {
    let answer: 'ok' | 'fail' = 'ok';
    let release: () => void = () => {};
    const { calls } = mockApi({
      'GET /api/products/100': { body: product({ likesCount: 2 }) },
      'GET /api/products/100/liked': { body: { liked: false, likesCount: 2 } },
      'POST /api/products/100/like': () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              answer === 'ok' ? { body: { liked: true, likesCount: 3 } } : { status: 500, body: 'nope' },
            );
        }),
    });
    renderRoute('/product/100');
    const like = await screen.findByRole('button', { name: /Like Tide Table/ });
    await waitFor(() => expect(like).toHaveTextContent('2'));
    const user = userEvent.setup();
    await user.click(like);
    expect(like).toBeDisabled();
    release();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('3');
    expect(like).toBeEnabled();

    answer = 'fail';
    const statusReads = () => calls.filter((c) => c.path.startsWith('/api/products/100/liked')).length;
    const before = statusReads();
    await user.click(like);
    release();
    await waitFor(() => expect(statusReads()).toBe(before + 1));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('2');
    expect(document.querySelector('.toast-root')).toBeNull();

    const session = localStorage.getItem('atelier.sessionId');
    expect(session).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(calls.some((c) => c.path === `/api/products/100/liked?sessionId=${session}`)).toBe(true);
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ sessionId: session });
  });

  it('a first visit asks for no like status (nothing liked yet); a returning browser sees its own', async () => {
    const { calls } = mockApi({
      'GET /api/products/100': { body: product({ likesCount: 4 }) },
      'GET /api/artists/1': { body: artist() },
      'GET /api/products/100/liked': { body: { liked: true, likesCount: 5 } },
    });
    localStorage.removeItem('atelier.sessionId');
    // A visitor, not a verified buyer (the setup marks every test's browser as one).
    document.cookie = 'atelier_buyer_hint=; max-age=0; path=/';
    const first = renderRoute('/product/100');
    const like = await screen.findByRole('button', { name: /Like Tide Table/ });
    expect(like).toHaveTextContent('4');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    // Settled: the artist was read, the like status never.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/artists/1')).toBe(true));
    expect(calls.some((c) => c.path.includes('/liked'))).toBe(false);
    first.unmount();

    localStorage.setItem('atelier.sessionId', 'returningVisitorSession0123456789');
    renderRoute('/product/100');
    const again = await screen.findByRole('button', { name: /Like Tide Table/ });
    await waitFor(() => expect(again).toHaveAttribute('aria-pressed', 'true'));
    expect(again).toHaveTextContent('5');
    expect(
      calls.some((c) => c.path === '/api/products/100/liked?sessionId=returningVisitorSession0123456789'),
    ).toBe(true);
  });

  it("a verified buyer's browser is asked even before it liked anything: their likes follow them", async () => {
    const { calls } = mockApi({
      'GET /api/products/100': { body: product({ likesCount: 4 }) },
      'GET /api/artists/1': { body: artist() },
      'GET /api/products/100/liked': { body: { liked: true, likesCount: 4 } },
    });
    localStorage.removeItem('atelier.sessionId');
    renderRoute('/product/100');
    const like = await screen.findByRole('button', { name: /Like Tide Table/ });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    const asked = calls.find((c) => c.path.startsWith('/api/products/100/liked?sessionId='));
    expect(asked?.path).toBe(
      `/api/products/100/liked?sessionId=${localStorage.getItem('atelier.sessionId')}`,
    );
  });
});
