import type { StateCreator } from 'zustand';

/**
 * docs/product.md §3 calculator settings: what a standalone calculator link names (type, model, version).
 * The flags nothing read (`confVehicleType`, `arco_legal_only`, `calculatorOnly`) are gone
 * (decision 0048).
 */
export interface CalculatorSettings {
  calculator_type: string;
  calculator_model: string;
  calculator_version: string;
}

export interface CalculatorSlice {
  calculator: CalculatorSettings;
  updateCalculator: (patch: Partial<CalculatorSettings>) => void;
}

export const initialCalculatorSettings: CalculatorSettings = {
  calculator_type: '',
  calculator_model: '',
  calculator_version: '',
};

export const createCalculatorSlice: StateCreator<CalculatorSlice> = (set) => ({
  calculator: initialCalculatorSettings,
  updateCalculator: (patch) => set((state) => ({ calculator: { ...state.calculator, ...patch } })),
});
