import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { adminBasename } from './config';
import { BootScreen } from './home/BootScreen';

/** The staff home: started beside the app by `main.tsx` when /admin/ is opened, never loaded by a section. */
const StaffHome = lazy(() => import('./home/StaffHome'));

/** react-admin and the sections' pages: loaded when a person opens a section, never for the home. */
const PasserelleAdmin = lazy(() => import('./admin-app'));

/**
 * Clean URLs under /admin. /admin/ is the staff home, light enough for a phone at the warehouse (React, the
 * router and its own few elements); every other path is a section, drawn by react-admin, which creates a hash
 * router unless it is already inside one and prefixes every link it builds with its `basename`.
 */
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route
        path={adminBasename}
        element={
          <Suspense fallback={<BootScreen />}>
            <StaffHome />
          </Suspense>
        }
      />
      <Route
        path={`${adminBasename}/*`}
        element={
          <Suspense fallback={<BootScreen />}>
            <PasserelleAdmin />
          </Suspense>
        }
      />
    </Routes>
  </BrowserRouter>
);
