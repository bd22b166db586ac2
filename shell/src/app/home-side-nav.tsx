/** docs/product.md §2: the left navigation on home jumps to its sections. */
export function HomeSideNav() {
  return (
    <nav className="home-side-nav" aria-label="Secciones de inicio">
      <a href="/#planes">Planes</a>
      <a href="/#cotizar">Cotizar</a>
      <a href="/#contacto">Contacto</a>
    </nav>
  );
}
