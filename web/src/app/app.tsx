import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
