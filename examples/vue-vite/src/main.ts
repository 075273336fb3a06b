import { configureRuntime } from '@owo/core';
import '@owo/widgets/define';
import { createApp } from 'vue';
import App from './App.vue';

// Before the first Owo element connects: the API the elements call.
configureRuntime({ apiBase: import.meta.env.VITE_OWO_ORIGIN });

createApp(App).mount('#app');
