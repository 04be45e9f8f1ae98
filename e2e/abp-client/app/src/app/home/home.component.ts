import { AuthService, LocalizationPipe } from '@abp/ng.core';
import { Component, inject } from '@angular/core';

@Component({
  selector: 'app-home',
  imports: [LocalizationPipe],
  template: `
    <div class="container">
      <h1 class="home-title">{{ '::Menu:Home' | abpLocalization }}</h1>
      @if (!auth.isAuthenticated) {
        <button type="button" class="btn btn-primary" (click)="auth.navigateToLogin()">
          {{ 'AbpAccount::Login' | abpLocalization }}
        </button>
      }
    </div>
  `,
})
export class HomeComponent {
  protected readonly auth = inject(AuthService);
}
