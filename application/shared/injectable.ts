/** The one place application/ touches Nest: use cases are plain classes registered for DI. */
export { Injectable } from '@nestjs/common';
