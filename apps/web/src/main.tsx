import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureItalianValidation } from '@app/shared/validation-messages';
import { AppProviders } from './app/providers';
import { trackInputModality } from './lib/input-modality';
import './index.css';

configureItalianValidation();
trackInputModality();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
