import { act, renderHook } from '@testing-library/react';
import { loadResult, saveResult } from './selection-storage';
import { useSelection } from './use-selection';

describe('useSelection', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the selection across a reload and forgets the quote sent for the previous one', () => {
    saveResult({ id: 'cotizacion-anterior', pdfUrl: '/api/quotes/cotizacion-anterior/pdf', idempotencyKey: 'clave-anterior' });
    const { result } = renderHook(() => useSelection());

    act(() => result.current[1]({ termMonths: 24 }));

    expect(loadResult()).toBeNull();
    expect(renderHook(() => useSelection()).result.current[0].termMonths).toBe(24);
  });
});
